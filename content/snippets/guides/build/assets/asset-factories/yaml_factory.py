from pathlib import Path

import yaml

import dagster as dg


class ReportConfig(dg.Config):
    name: str
    sql: str
    owner: str
    group: str = "reports"
    refresh_cron: str = "0 6 * * *"


class ReportsFile(dg.Config):
    reports: list[ReportConfig]


def build_report(report: ReportConfig) -> tuple[dg.AssetsDefinition, dg.ScheduleDefinition]:
    @dg.asset(name=report.name, group_name=report.group, owners=[report.owner], kinds={"sql"})
    def _report(context: dg.AssetExecutionContext) -> None:
        context.log.info(f"Running report query: {report.sql}")
        # Execute report.sql against your warehouse here

    schedule = dg.ScheduleDefinition(
        name=f"{report.name}_schedule",
        target=_report,
        cron_schedule=report.refresh_cron,
    )
    return _report, schedule


@dg.definitions
def reports_from_yaml() -> dg.Definitions:
    raw = yaml.safe_load((Path(__file__).parent / "reports.yaml").read_text())
    # Validation happens here: a missing or mistyped field fails at load time
    reports_file = ReportsFile(**raw)

    assets: list[dg.AssetsDefinition] = []
    schedules: list[dg.ScheduleDefinition] = []
    for report in reports_file.reports:
        asset_def, schedule = build_report(report)
        assets.append(asset_def)
        schedules.append(schedule)
    return dg.Definitions(assets=assets, schedules=schedules)
