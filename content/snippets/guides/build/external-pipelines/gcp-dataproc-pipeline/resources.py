import dagster as dg
from dagster_gcp.pipes import (
    PipesDataprocJobClient,
    PipesGCSContextInjector,
    PipesGCSMessageReader,
)
from google.cloud.dataproc_v1 import JobControllerClient
from google.cloud.storage import Client as GCSClient


@dg.definitions
def resources() -> dg.Definitions:
    gcs = GCSClient(project="acme-analytics")
    return dg.Definitions(
        resources={
            "pipes_dataproc": PipesDataprocJobClient(
                # The regional endpoint must match the region the job runs in.
                client=JobControllerClient(
                    client_options={"api_endpoint": "europe-west1-dataproc.googleapis.com:443"}
                ),
                context_injector=PipesGCSContextInjector(bucket="acme-dagster-pipes", client=gcs),
                message_reader=PipesGCSMessageReader(
                    bucket="acme-dagster-pipes",
                    client=gcs,
                    include_stdio_in_messages=True,
                ),
            )
        }
    )
