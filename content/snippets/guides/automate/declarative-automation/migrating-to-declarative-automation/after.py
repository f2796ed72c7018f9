import dagster as dg


@dg.asset
def raw_events() -> None: ...


@dg.asset(
    deps=[raw_events],
    automation_condition=dg.AutomationCondition.eager(),
)
def sessions() -> None: ...


@dg.asset(
    deps=[sessions],
    automation_condition=dg.AutomationCondition.on_cron("0 * * * *"),
)
def hourly_session_stats() -> None: ...


defs = dg.Definitions(assets=[raw_events, sessions, hourly_session_stats])
