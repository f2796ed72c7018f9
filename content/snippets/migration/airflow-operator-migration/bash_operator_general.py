from pathlib import Path

import dagster as dg

# src/finance/defs/invoices.py -> <project root>/scripts
SCRIPTS_DIR = Path(__file__).resolve().parents[3] / "scripts"


# start_asset
@dg.asset(group_name="finance", kinds={"bash"})
def invoice_export(
    context: dg.AssetExecutionContext,
    pipes_subprocess_client: dg.PipesSubprocessClient,
) -> dg.MaterializeResult:
    """Nightly CSV export of invoices, produced by a legacy shell script."""
    return pipes_subprocess_client.run(
        command=["bash", str(SCRIPTS_DIR / "export_invoices.sh")],
        context=context,
        env={"EXPORT_BUCKET": "s3://acme-finance-exports"},
    ).get_materialize_result()
# end_asset


# start_resources
@dg.definitions
def resources() -> dg.Definitions:
    return dg.Definitions(
        resources={
            "pipes_subprocess_client": dg.PipesSubprocessClient(cwd=str(SCRIPTS_DIR)),
        },
    )
# end_resources
