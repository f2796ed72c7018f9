import json

import dagster as dg
from dagster_azure.adls2 import ADLS2PickleIOManager, ADLS2Resource, ADLS2SASToken


@dg.asset
def raw_invoices(adls2: ADLS2Resource) -> list[dict]:
    """Read the billing system's daily invoice drop from the landing file system."""
    landing = adls2.adls2_client.get_file_system_client("landing")
    data = landing.get_file_client("billing/invoices.json").download_file().readall()
    invoices: list[dict] = json.loads(data)
    return invoices


@dg.asset
def unpaid_invoices(context: dg.AssetExecutionContext, raw_invoices: list[dict]) -> list[dict]:
    unpaid = [invoice for invoice in raw_invoices if invoice["status"] != "paid"]
    context.add_output_metadata({"unpaid": len(unpaid), "total": len(raw_invoices)})
    return unpaid


adls2 = ADLS2Resource(
    storage_account="acmedatalake",
    credential=ADLS2SASToken(token=dg.EnvVar("ADLS2_SAS_TOKEN")),
)

defs = dg.Definitions(
    assets=[raw_invoices, unpaid_invoices],
    resources={
        "adls2": adls2,
        # Asset values are pickled under abfss://dagster-storage@acmedatalake.dfs.core.windows.net/prod/
        "io_manager": ADLS2PickleIOManager(
            adls2=adls2, adls2_file_system="dagster-storage", adls2_prefix="prod"
        ),
    },
)
