from collections.abc import Sequence

import dagster as dg


class Endpoint(dg.Model):
    name: str
    path: str
    cron: str = "0 * * * *"


class ApiIngest(dg.Component, dg.Model, dg.Resolvable):
    """Ingests REST API endpoints as assets, one asset and one schedule per endpoint."""

    base_url: str
    endpoints: Sequence[Endpoint]
    group_name: str = "api_ingest"

    def build_defs(self, context: dg.ComponentLoadContext) -> dg.Definitions:
        assets, schedules = [], []
        for endpoint in self.endpoints:
            asset = self._build_asset(endpoint)
            assets.append(asset)
            schedules.append(
                dg.ScheduleDefinition(
                    name=f"{endpoint.name}_schedule", target=[asset], cron_schedule=endpoint.cron
                )
            )
        return dg.Definitions(assets=assets, schedules=schedules)

    def _build_asset(self, endpoint: Endpoint) -> dg.AssetsDefinition:
        url = f"{self.base_url}{endpoint.path}"

        @dg.asset(name=endpoint.name, group_name=self.group_name, kinds={"api"})
        def _ingest(context: dg.AssetExecutionContext) -> None:
            context.log.info(f"GET {url}")

        return _ingest
