# Dagster 1.7-style auto-materialize policies. Still accepted by 1.11, but deprecated.
import dagster as dg


@dg.asset
def raw_events() -> None: ...


@dg.asset(
    deps=[raw_events],
    auto_materialize_policy=dg.AutoMaterializePolicy.eager(),
)
def sessions() -> None: ...


@dg.asset(
    deps=[sessions],
    auto_materialize_policy=dg.AutoMaterializePolicy.eager().with_rules(
        dg.AutoMaterializeRule.materialize_on_cron("0 * * * *"),
    ),
)
def hourly_session_stats() -> None: ...


defs = dg.Definitions(assets=[raw_events, sessions, hourly_session_stats])
