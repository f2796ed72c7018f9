from datetime import datetime

import dagster as dg


class ExportConfig(dg.Config):
    date: str


@dg.op
def export_orders_for_day(context: dg.OpExecutionContext, config: ExportConfig) -> str:
    """Writes one day of orders to a CSV file and returns its path."""
    path = f"exports/orders_{config.date}.csv"
    context.log.info(f"Exporting orders for {config.date} to {path}")
    return path


@dg.daily_partitioned_config(start_date=datetime(2025, 1, 1))
def daily_export_config(start: datetime, _end: datetime) -> dict:
    return {
        "ops": {"export_orders_for_day": {"config": {"date": start.strftime("%Y-%m-%d")}}}
    }


@dg.job(config=daily_export_config)
def daily_export_job() -> None:
    export_orders_for_day()
