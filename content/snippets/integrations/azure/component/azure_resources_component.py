import dagster as dg
from dagster_azure.adls2 import ADLS2DefaultAzureCredential, ADLS2Resource
from dagster_azure.blob import AzureBlobStorageDefaultCredential, AzureBlobStorageResource


class AzureResourcesComponent(dg.Component, dg.Model, dg.Resolvable):
    """Registers ADLS Gen2 and Blob Storage resources from a defs.yaml file.

    dagster-azure 0.27.14 ships no component; keep this one in src/my_project/components/.
    Both resources authenticate with DefaultAzureCredential (managed identity, workload identity,
    environment variables or `az login`), so no secret appears in YAML.
    """

    storage_account: str

    def build_defs(self, context: dg.ComponentLoadContext) -> dg.Definitions:
        return dg.Definitions(
            resources={
                "adls2": ADLS2Resource(
                    storage_account=self.storage_account,
                    credential=ADLS2DefaultAzureCredential(kwargs={}),
                ),
                "blob": AzureBlobStorageResource(
                    account_url=f"https://{self.storage_account}.blob.core.windows.net",
                    credential=AzureBlobStorageDefaultCredential(),
                ),
            }
        )
