import dagster as dg
from dagster_looker import RequestStartPdtBuild, build_looker_pdt_assets_definitions

# Uses the LookerResource bound to "looker" in looker.py; dg merges both files' definitions.
pdt_assets = build_looker_pdt_assets_definitions(
    resource_key="looker",
    request_start_pdt_builds=[
        RequestStartPdtBuild(model_name="ecommerce", view_name="customer_order_facts"),
    ],
)

rebuild_pdts = dg.ScheduleDefinition(
    name="rebuild_looker_pdts",
    target=dg.AssetSelection.assets(*pdt_assets),
    cron_schedule="0 6 * * *",
)

defs = dg.Definitions(assets=[*pdt_assets], schedules=[rebuild_pdts])
