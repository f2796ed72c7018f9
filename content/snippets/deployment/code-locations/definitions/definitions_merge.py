import dagster as dg


@dg.asset
def ingested() -> None: ...


@dg.asset(deps=[ingested])
def modeled() -> None: ...


ingestion_defs = dg.Definitions(assets=[ingested])
modeling_defs = dg.Definitions(
    assets=[modeled],
    schedules=[dg.ScheduleDefinition(name="modeling_daily", target=[modeled], cron_schedule="@daily")],
)

# Two teams' definitions combined into one code location.
defs = dg.Definitions.merge(ingestion_defs, modeling_defs)
