from datetime import datetime

import dagster as dg


class PaymentsExportConfig(dg.Config):
    start: str
    end: str
    include_refunds: bool = True


@dg.op
def export_payments(context: dg.OpExecutionContext, config: PaymentsExportConfig) -> None:
    context.log.info(
        f"Exporting payments from {config.start} to {config.end} "
        f"({'with' if config.include_refunds else 'without'} refunds)"
    )


# The decorated function turns each partition's time window into run config.
@dg.daily_partitioned_config(start_date=datetime(2024, 1, 1))
def payments_export_config(start: datetime, end: datetime) -> dict:
    return {
        "ops": {
            "export_payments": {
                "config": {
                    "start": start.strftime("%Y-%m-%d"),
                    "end": end.strftime("%Y-%m-%d"),
                }
            }
        }
    }


@dg.job(config=payments_export_config)
def payments_export_job():
    export_payments()


# Non-time partitions: one partition per warehouse table.
@dg.static_partitioned_config(partition_keys=["orders", "customers", "refunds"])
def table_vacuum_config(partition_key: str) -> dict:
    return {"ops": {"vacuum_table": {"config": {"table": partition_key}}}}


class VacuumConfig(dg.Config):
    table: str


@dg.op
def vacuum_table(context: dg.OpExecutionContext, config: VacuumConfig) -> None:
    context.log.info(f"VACUUM {config.table}")


@dg.job(config=table_vacuum_config)
def table_maintenance_job():
    vacuum_table()
