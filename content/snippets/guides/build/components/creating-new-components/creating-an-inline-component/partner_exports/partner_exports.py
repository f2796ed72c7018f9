import csv
from pathlib import Path

import dagster as dg


class PartnerExports(dg.Component, dg.Model, dg.Resolvable):
    """Writes one CSV export per partner from an upstream table, every morning."""

    source_table: str
    partners: list[str]
    output_dir: str = "exports"
    cron_schedule: str = "0 5 * * *"

    def build_defs(self, context: dg.ComponentLoadContext) -> dg.Definitions:
        assets = [self._export_asset(partner) for partner in self.partners]
        schedule = dg.ScheduleDefinition(
            name=f"{context.path.name}_schedule",
            target=assets,
            cron_schedule=self.cron_schedule,
        )
        return dg.Definitions(assets=assets, schedules=[schedule])

    def _export_asset(self, partner: str) -> dg.AssetsDefinition:
        @dg.asset(
            key=["exports", partner],
            deps=[self.source_table],
            kinds={"csv"},
            group_name="partner_exports",
        )
        def _export(context: dg.AssetExecutionContext) -> dg.MaterializeResult:
            path = Path(self.output_dir) / f"{partner}.csv"
            path.parent.mkdir(parents=True, exist_ok=True)
            with path.open("w", newline="") as f:
                csv.writer(f).writerows([["partner", "source"], [partner, self.source_table]])
            context.log.info(f"Wrote {path}")
            return dg.MaterializeResult(metadata={"path": str(path)})

        return _export
