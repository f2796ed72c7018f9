import dagster as dg


# start_asset_job
@dg.asset
def customer_events() -> list[dict]:
    return [{"customer": "c-1", "event": "signup"}, {"customer": "c-2", "event": "upgrade"}]


@dg.asset
def customer_health(customer_events: list[dict]) -> dict[str, int]:
    return {row["customer"]: 1 for row in customer_events}


refresh_customers = dg.define_asset_job(
    "refresh_customers",
    selection=[customer_events, customer_health],
    tags={"team": "growth"},
    description="Reload customer events and recompute health scores.",
)
# end_asset_job


# start_op_job
class VacuumConfig(dg.Config):
    tables: list[str]
    dry_run: bool = True


@dg.op
def vacuum_tables(context: dg.OpExecutionContext, config: VacuumConfig) -> int:
    for table in config.tables:
        action = "would vacuum" if config.dry_run else "vacuuming"
        context.log.info(f"{action} {table}")
    return len(config.tables)


@dg.op
def report(context: dg.OpExecutionContext, count: int) -> None:
    context.log.info(f"Maintenance touched {count} tables")


@dg.job(tags={"team": "platform"})
def warehouse_maintenance() -> None:
    report(vacuum_tables())
# end_op_job


defs = dg.Definitions(
    assets=[customer_events, customer_health],
    jobs=[refresh_customers, warehouse_maintenance],
)
