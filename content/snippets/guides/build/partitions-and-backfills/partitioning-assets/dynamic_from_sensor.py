import dagster as dg

customers = dg.DynamicPartitionsDefinition(name="customers")


@dg.asset(partitions_def=customers)
def customer_report(context: dg.AssetExecutionContext) -> None:
    context.log.info(f"Building the report for {context.partition_key}")


customer_report_job = dg.define_asset_job("customer_report_job", selection=[customer_report])


def fetch_customer_ids() -> list[str]:
    """Stands in for a query against the CRM."""
    return ["acme", "globex", "initech"]


@dg.sensor(job=customer_report_job, minimum_interval_seconds=600)
def new_customers_sensor(context: dg.SensorEvaluationContext) -> dg.SensorResult:
    known = set(customers.get_partition_keys(dynamic_partitions_store=context.instance))
    new = [c for c in fetch_customer_ids() if c not in known]
    # Add the partitions and request a run for each new one in the same tick.
    return dg.SensorResult(
        dynamic_partitions_requests=[customers.build_add_request(new)],
        run_requests=[dg.RunRequest(partition_key=c) for c in new],
    )


defs = dg.Definitions(
    assets=[customer_report], jobs=[customer_report_job], sensors=[new_customers_sensor]
)
