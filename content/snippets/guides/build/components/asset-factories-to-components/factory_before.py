# The factory as many projects write it: a function, a list of dicts, a Definitions object.
import dagster as dg


def build_api_ingest(name: str, path: str, cron: str) -> tuple[dg.AssetsDefinition, dg.ScheduleDefinition]:
    @dg.asset(name=name, group_name="api_ingest", kinds={"api"})
    def _ingest(context: dg.AssetExecutionContext) -> None:
        context.log.info(f"GET https://api.example.com{path}")

    schedule = dg.ScheduleDefinition(name=f"{name}_schedule", target=[_ingest], cron_schedule=cron)
    return _ingest, schedule


ENDPOINTS = [
    {"name": "customers", "path": "/v1/customers", "cron": "0 * * * *"},
    {"name": "invoices", "path": "/v1/invoices", "cron": "0 6 * * *"},
]

built = [build_api_ingest(**endpoint) for endpoint in ENDPOINTS]

defs = dg.Definitions(
    assets=[asset for asset, _ in built],
    schedules=[schedule for _, schedule in built],
)
