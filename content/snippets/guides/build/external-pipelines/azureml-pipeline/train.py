# src/train.py, uploaded as the code of the Azure ML command job
import os

from azure.identity import DefaultAzureCredential
from azure.storage.blob import BlobServiceClient
from dagster_pipes import (
    PipesAzureBlobStorageContextLoader,
    PipesAzureBlobStorageMessageWriter,
    open_dagster_pipes,
)

blob_client = BlobServiceClient(
    account_url=f"https://{os.environ['PIPES_STORAGE_ACCOUNT']}.blob.core.windows.net",
    credential=DefaultAzureCredential(),
)

with open_dagster_pipes(
    context_loader=PipesAzureBlobStorageContextLoader(client=blob_client),
    message_writer=PipesAzureBlobStorageMessageWriter(client=blob_client),
) as pipes:
    learning_rate = float(pipes.get_extra("learning_rate"))
    pipes.log.info(f"Training demand forecast with learning rate {learning_rate}")

    # ... load features, fit the model, register it in the workspace ...
    validation_mape = 0.082

    pipes.report_asset_materialization(
        metadata={
            "validation_mape": validation_mape,
            "learning_rate": learning_rate,
        }
    )
    pipes.report_asset_check(
        check_name="mape_below_threshold",
        passed=validation_mape < 0.1,
        metadata={"validation_mape": validation_mape},
    )
