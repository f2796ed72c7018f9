import os

import dagster as dg
from azure.ai.ml import MLClient
from azure.identity import DefaultAzureCredential
from azure.storage.blob import BlobServiceClient
from dagster_azure.pipes import (
    PipesAzureBlobStorageContextInjector,
    PipesAzureBlobStorageMessageReader,
    PipesAzureMLClient,
)


@dg.definitions
def resources() -> dg.Definitions:
    credential = DefaultAzureCredential()
    blob_client = BlobServiceClient(
        account_url="https://dagsterpipesstore.blob.core.windows.net",
        credential=credential,
    )
    ml_client = MLClient(
        credential=credential,
        subscription_id=os.environ["AZURE_SUBSCRIPTION_ID"],
        resource_group_name="ml-platform",
        workspace_name="forecasting",
    )
    return dg.Definitions(
        resources={
            "pipes_azureml": PipesAzureMLClient(
                client=ml_client,
                context_injector=PipesAzureBlobStorageContextInjector(
                    container="dagster-pipes", client=blob_client
                ),
                message_reader=PipesAzureBlobStorageMessageReader(
                    container="dagster-pipes", client=blob_client
                ),
            )
        }
    )
