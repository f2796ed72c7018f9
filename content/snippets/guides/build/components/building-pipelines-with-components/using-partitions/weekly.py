import dagster as dg

# The same daily partitions as station_readings/defs.yaml, declared in Python.
daily = dg.DailyPartitionsDefinition(start_date="2025-01-01", timezone="Europe/London")
weekly = dg.WeeklyPartitionsDefinition(start_date="2025-01-05", timezone="Europe/London")


@dg.asset(partitions_def=daily, deps=["station_readings"], group_name="weather")
def station_anomalies(context: dg.AssetExecutionContext) -> None:
    context.log.info(f"Scanning readings of {context.partition_key}")


@dg.asset(partitions_def=weekly, deps=[station_anomalies], group_name="weather")
def weekly_anomaly_report(context: dg.AssetExecutionContext) -> None:
    window = context.partition_time_window
    context.log.info(f"Report for {window.start:%Y-%m-%d} to {window.end:%Y-%m-%d}")
