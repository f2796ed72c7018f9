import dagster as dg
from dagster_azure.adls2 import ADLS2DefaultAzureCredential, ADLS2PickleIOManager, ADLS2Resource
from dagster_azure.blob import AzureBlobStorageDefaultCredential, AzureBlobStorageResource

adls2 = ADLS2Resource(
    storage_account="contosolake",
    credential=ADLS2DefaultAzureCredential(kwargs={}),
)


@dg.asset
def raw_invoices(blob: AzureBlobStorageResource) -> list[str]:
    """Lists the invoice files that landed in the `incoming` container today."""
    with blob.get_client() as client:
        container = client.get_container_client("incoming")
        return [b.name for b in container.list_blobs(name_starts_with="invoices/")]


@dg.asset
def invoice_count(raw_invoices: list[str]) -> int:
    # The list arrives through the ADLS2 I/O manager, so this step may run on another machine.
    return len(raw_invoices)


defs = dg.Definitions(
    assets=[raw_invoices, invoice_count],
    resources={
        "blob": AzureBlobStorageResource(
            account_url="https://contosolake.blob.core.windows.net",
            credential=AzureBlobStorageDefaultCredential(),
        ),
        "io_manager": ADLS2PickleIOManager(adls2=adls2, adls2_file_system="dagster-io"),
    },
)
