import dagster as dg

daily = dg.DailyPartitionsDefinition(start_date="2025-01-01")


# start_pools
# Every step that touches the warehouse takes a slot in the `warehouse` pool,
# whatever run it belongs to.
@dg.asset(partitions_def=daily, pool="warehouse", kinds={"snowflake"})
def orders_table(context: dg.AssetExecutionContext) -> None:
    context.log.info(f"Loading {context.partition_key}")


@dg.asset(partitions_def=daily, deps=[orders_table], pool="warehouse", kinds={"snowflake"})
def revenue_table(context: dg.AssetExecutionContext) -> None:
    context.log.info(f"Aggregating {context.partition_key}")


# The vendor API allows two concurrent sessions across all our runs.
@dg.asset(pool="vendor_api")
def vendor_prices() -> None: ...
# end_pools


# start_run_tags
class CustomerConfig(dg.Config):
    customer: str


@dg.asset
def customer_export(context: dg.AssetExecutionContext, config: CustomerConfig) -> None:
    context.log.info(f"Exporting {config.customer}")


export_job = dg.define_asset_job("customer_export_job", selection=[customer_export])


@dg.sensor(job=export_job)
def export_requests(context: dg.SensorEvaluationContext):
    for customer in ["acme", "globex"]:
        yield dg.RunRequest(
            run_key=f"{customer}-{context.cursor}",
            run_config=dg.RunConfig(ops={"customer_export": CustomerConfig(customer=customer)}),
            # Matched by the `customer` tag limit in dagster.yaml: one run per customer at a time.
            tags={"customer": customer},
        )
# end_run_tags


# start_in_run
warehouse_job = dg.define_asset_job(
    "warehouse_job",
    selection=[orders_table, revenue_table],
    partitions_def=daily,
    # Within one run, at most 2 steps at once.
    executor_def=dg.multiprocess_executor.configured({"max_concurrent": 2}),
)
# end_in_run

defs = dg.Definitions(
    assets=[orders_table, revenue_table, vendor_prices, customer_export],
    jobs=[export_job, warehouse_job],
    sensors=[export_requests],
)
