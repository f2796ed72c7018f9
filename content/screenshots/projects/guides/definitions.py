"""A small project with one example of each thing the user guide shows in the UI, for `npm run screenshots`.

Assets with dependencies, kinds, owners, tags and table metadata; asset checks (one fails on purpose);
daily, static and dynamic partitions; an op job with config; schedules; sensors; declarative
automation; an external asset; a resource; a concurrency pool. Nothing here talks to the network.
"""

import random
import time

import dagster as dg

# --- Assets, dependencies and metadata (guides/build/assets) -------------------------------------

ORDERS_SCHEMA = dg.TableSchema(
    columns=[
        dg.TableColumn("order_id", "int", description="Unique order id"),
        dg.TableColumn("customer_id", "int"),
        dg.TableColumn("amount", "float", description="Order total in USD"),
        dg.TableColumn("ordered_at", "timestamp"),
    ]
)


@dg.asset(
    group_name="ingestion",
    kinds={"python", "s3"},
    owners=["team:data-eng"],
    tags={"domain": "sales"},
    description="Raw order events copied from the shop's export bucket.",
    code_version="1",
    metadata={"dagster/column_schema": ORDERS_SCHEMA},
)
def orders(context: dg.AssetExecutionContext) -> dg.MaterializeResult:
    context.log.info("Copied 1,204 order events from s3://shop-exports/orders/")
    return dg.MaterializeResult(
        metadata={
            "dagster/row_count": 1204,
            "dagster/column_schema": ORDERS_SCHEMA,
            "source": dg.MetadataValue.url("https://example.com/shop-exports/orders"),
        }
    )


@dg.asset(group_name="ingestion", kinds={"python", "s3"}, owners=["team:data-eng"], tags={"domain": "sales"})
def customers(context: dg.AssetExecutionContext) -> dg.MaterializeResult:
    """Customer records exported nightly by the CRM."""
    context.log.info("Copied 312 customers")
    return dg.MaterializeResult(metadata={"dagster/row_count": 312})


@dg.asset(
    group_name="analytics",
    kinds={"duckdb"},
    deps=[orders, customers],
    owners=["alice@example.com"],
    description="One row per customer with their number of orders and total spend.",
    metadata={
        "dagster/column_lineage": dg.TableColumnLineage(
            deps_by_column={
                "customer_id": [dg.TableColumnDep(dg.AssetKey("customers"), "customer_id")],
                "order_count": [dg.TableColumnDep(dg.AssetKey("orders"), "order_id")],
                "total_spend": [dg.TableColumnDep(dg.AssetKey("orders"), "amount")],
            }
        ),
        "dagster/column_schema": dg.TableSchema(
            columns=[
                dg.TableColumn("customer_id", "int"),
                dg.TableColumn("order_count", "int"),
                dg.TableColumn("total_spend", "float"),
            ]
        ),
    },
)
def customer_summary(context: dg.AssetExecutionContext) -> dg.MaterializeResult:
    context.log.info("Joined orders to customers")
    context.log.warning("3 orders reference unknown customers and were skipped")
    return dg.MaterializeResult(
        metadata={
            "dagster/row_count": 309,
            "preview": dg.MetadataValue.md("| customer_id | orders | spend |\n|---|---|---|\n| 1 | 4 | 312.50 |\n| 2 | 1 | 19.99 |"),
        }
    )


@dg.asset(group_name="analytics", kinds={"duckdb"}, deps=[customer_summary], pool="warehouse")
def top_customers() -> dg.MaterializeResult:
    """The hundred customers who spent the most."""
    return dg.MaterializeResult(metadata={"dagster/row_count": 100})


@dg.asset(group_name="reporting", kinds={"tableau"}, deps=[top_customers, customer_summary])
def sales_dashboard() -> None:
    """The sales dashboard, refreshed after its tables."""


external_crm_export = dg.AssetSpec(
    "crm_export",
    group_name="ingestion",
    kinds={"salesforce"},
    description="A file the CRM writes every night; Dagster only records that it arrived.",
)

# --- Asset checks (guides/test/asset-checks) -------------------------------------------------------


@dg.asset_check(asset=orders, description="Every order has an order_id.")
def orders_have_ids() -> dg.AssetCheckResult:
    return dg.AssetCheckResult(passed=True, metadata={"null_ids": 0})


@dg.asset_check(asset=customer_summary, blocking=True, description="No customer has a negative total spend.")
def spend_is_not_negative() -> dg.AssetCheckResult:
    return dg.AssetCheckResult(
        passed=False,
        severity=dg.AssetCheckSeverity.ERROR,
        description="2 customers have a negative total spend (refunds larger than orders).",
        metadata={"negative_rows": 2},
    )


# --- Partitions and backfills (guides/build/partitions-and-backfills) ------------------------------

daily = dg.DailyPartitionsDefinition(start_date="2025-06-01", end_date="2025-07-01")
regions = dg.StaticPartitionsDefinition(["us", "eu", "apac"])
stores = dg.DynamicPartitionsDefinition(name="stores")


@dg.asset(partitions_def=daily, group_name="partitioned", kinds={"python"}, backfill_policy=dg.BackfillPolicy.single_run())
def daily_sales(context: dg.AssetExecutionContext) -> None:
    """Sales of one day (a backfill loads a whole range in one run)."""
    keys = context.partition_keys
    context.log.info(f"Loading sales of {keys[0]} to {keys[-1]}")


@dg.asset(
    partitions_def=daily,
    group_name="partitioned",
    kinds={"python"},
    deps=[daily_sales],
    backfill_policy=dg.BackfillPolicy.single_run(),
)
def daily_sales_summary() -> None:
    """Totals of one day, computed from that day's sales."""


@dg.asset(partitions_def=regions, group_name="partitioned", kinds={"python"})
def regional_inventory(context: dg.AssetExecutionContext) -> None:
    """Stock levels of one region."""
    context.log.info(f"Counting stock in {context.partition_key}")


@dg.asset(partitions_def=stores, group_name="partitioned", kinds={"python"})
def store_report(context: dg.AssetExecutionContext) -> None:
    """A report per store; stores are added as partitions when they open."""


# --- Jobs, ops and config (guides/build/jobs, guides/build/ops, guides/operate/configuration) -------


class GreetingConfig(dg.Config):
    name: str = "world"
    times: int = 1


@dg.op
def fetch_numbers() -> list[int]:
    return [3, 1, 4, 1, 5]


@dg.op
def total(numbers: list[int]) -> int:
    return sum(numbers)


@dg.op(retry_policy=dg.RetryPolicy(max_retries=2))
def report_total(context: dg.OpExecutionContext, value: int) -> None:
    context.log.info(f"Total: {value}")


@dg.op
def greet(context: dg.OpExecutionContext, config: GreetingConfig) -> None:
    for _ in range(config.times):
        context.log.info(f"Hello, {config.name}!")


@dg.graph
def compute_total():
    return total(fetch_numbers())


@dg.job(description="Adds up some numbers with three ops; the middle two form a graph.")
def numbers_job():
    report_total(compute_total())


@dg.job(description="Says hello; the name and the number of times come from run config.")
def greeting_job():
    greet()


@dg.op
def flaky_step(context: dg.OpExecutionContext) -> None:
    context.log.error("Could not reach the warehouse: connection timed out")
    raise Exception("Connection to warehouse.example.com timed out after 30 s")


@dg.job(description="Fails on purpose, to show a failed run.")
def flaky_job():
    flaky_step()


sales_job = dg.define_asset_job(
    "sales_job", selection=dg.AssetSelection.groups("ingestion", "analytics"), description="Refreshes the sales tables."
)
daily_sales_job = dg.define_asset_job("daily_sales_job", selection=[daily_sales, daily_sales_summary], partitions_def=daily)

# --- Schedules and sensors (guides/automate) -------------------------------------------------------

nightly_sales = dg.ScheduleDefinition(
    name="nightly_sales",
    job=sales_job,
    cron_schedule="0 2 * * *",
    execution_timezone="America/Los_Angeles",
    description="Refreshes the sales tables every night at 2:00 Pacific time.",
)
daily_sales_schedule = dg.build_schedule_from_partitioned_job(daily_sales_job, hour_of_day=1)


@dg.sensor(job=greeting_job, minimum_interval_seconds=30, default_status=dg.DefaultSensorStatus.RUNNING)
def new_file_sensor(context: dg.SensorEvaluationContext):
    """Requests a run for each new file in the landing folder."""
    context.log.info("Found 1 new file: landing/orders-0001.csv")
    yield dg.RunRequest(
        run_key="orders-0001.csv",
        run_config={"ops": {"greet": {"config": {"name": "orders-0001.csv"}}}},
    )


@dg.asset_sensor(asset_key=dg.AssetKey("customer_summary"), job=numbers_job)
def summary_updated_sensor(context: dg.SensorEvaluationContext, asset_event: dg.EventLogEntry):
    """Runs numbers_job whenever customer_summary is materialized."""
    yield dg.RunRequest(run_key=context.cursor)


@dg.run_failure_sensor(default_status=dg.DefaultSensorStatus.RUNNING)
def report_failed_runs(context: dg.RunFailureSensorContext) -> None:
    """Posts a message for every failed run."""
    context.log.info(f"Run {context.dagster_run.run_id} failed")


# --- Declarative automation (guides/automate/declarative-automation) -------------------------------


@dg.asset(group_name="automated", kinds={"python"}, automation_condition=dg.AutomationCondition.on_cron("0 * * * *"))
def hourly_events() -> None:
    """Events of the last hour, fetched at the top of every hour."""


@dg.asset(group_name="automated", kinds={"python"}, deps=[hourly_events], automation_condition=dg.AutomationCondition.eager())
def event_counts() -> None:
    """Counts of the events, updated whenever hourly_events is."""


@dg.asset(
    group_name="automated",
    kinds={"python"},
    deps=[event_counts],
    automation_condition=dg.AutomationCondition.on_missing().with_label("on_missing"),
)
def event_report() -> None:
    """A report made once, when it is missing."""


# --- Resources (guides/build/external-resources) ---------------------------------------------------


class WarehouseResource(dg.ConfigurableResource):
    """Connection settings of the analytics warehouse."""

    host: str
    database: str
    user: str


@dg.asset(group_name="analytics", kinds={"duckdb"}, deps=[orders])
def order_stats(warehouse: WarehouseResource) -> dg.MaterializeResult:
    """Order statistics computed in the warehouse."""
    time.sleep(random.random() / 10)
    return dg.MaterializeResult(metadata={"host": warehouse.host})


defs = dg.Definitions(
    assets=[
        orders, customers, customer_summary, top_customers, sales_dashboard, external_crm_export,
        order_stats, daily_sales, daily_sales_summary, regional_inventory, store_report,
        hourly_events, event_counts, event_report,
    ],
    asset_checks=[orders_have_ids, spend_is_not_negative],
    jobs=[numbers_job, greeting_job, flaky_job, sales_job, daily_sales_job],
    schedules=[nightly_sales, daily_sales_schedule],
    sensors=[new_file_sensor, summary_updated_sensor, report_failed_runs],
    resources={"warehouse": WarehouseResource(host="warehouse.example.com", database="analytics", user="dagster")},
    executor=dg.in_process_executor,
)
