from pathlib import Path

import dagster as dg
from dagster_sigma import SigmaBaseUrl, SigmaFilter, SigmaOrganization, load_sigma_asset_specs

sigma = SigmaOrganization(
    base_url=SigmaBaseUrl.AWS_EUROPE,
    client_id=dg.EnvVar("SIGMA_CLIENT_ID"),
    client_secret=dg.EnvVar("SIGMA_CLIENT_SECRET"),
    # Log lineage errors of single workbooks instead of failing the whole load.
    warn_on_lineage_fetch_error=True,
)

# Written by `dagster-sigma snapshot`; when the file is present, loading makes no Sigma API call.
SNAPSHOT = Path(__file__).parent / "sigma_snapshot.snap"

sigma_specs = load_sigma_asset_specs(
    sigma,
    sigma_filter=SigmaFilter(workbook_folders=[["Finance"], ["Sales", "Weekly"]]),
    fetch_column_data=False,  # skip column schemas: much faster on large organizations
    snapshot_path=SNAPSHOT,
)

defs = dg.Definitions(assets=[*sigma_specs], resources={"sigma": sigma})
