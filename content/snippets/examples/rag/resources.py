import os

import dagster as dg
from dagster_chroma import ChromaResource, HttpConfig, LocalConfig
from dagster_openai import OpenAIResource


@dg.definitions
def resources() -> dg.Definitions:
    # A shared Chroma server when CHROMA_HOST is set, an on-disk database otherwise.
    chroma_host = os.getenv("CHROMA_HOST")
    connection = (
        HttpConfig(host=chroma_host, port=int(os.getenv("CHROMA_PORT", "8000")), ssl=True)
        if chroma_host
        else LocalConfig(persistence_path=".chroma")
    )
    return dg.Definitions(
        resources={
            "openai": OpenAIResource(api_key=dg.EnvVar("OPENAI_API_KEY")),
            "chroma": ChromaResource(connection_config=connection),
        }
    )
