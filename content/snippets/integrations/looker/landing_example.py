import dagster as dg
from dagster_looker import LookerFilter, LookerResource, load_looker_asset_specs

looker = LookerResource(
    base_url=dg.EnvVar("LOOKERSDK_BASE_URL"),
    client_id=dg.EnvVar("LOOKERSDK_CLIENT_ID"),
    client_secret=dg.EnvVar("LOOKERSDK_CLIENT_SECRET"),
)

# Only the dashboards in Shared/Sales, and only the explores they use.
looker_specs = load_looker_asset_specs(
    looker_resource=looker,
    looker_filter=LookerFilter(
        dashboard_folders=[["Shared", "Sales"]],
        only_fetch_explores_used_in_dashboards=True,
    ),
)

defs = dg.Definitions(assets=[*looker_specs], resources={"looker": looker})
