import dagster as dg


# start_config
class OrderExportConfig(dg.Config):
    """Settings an operator can change each time the export runs."""

    region: str
    min_order_total: float = 0.0
    include_test_orders: bool = False


# end_config


# start_asset
@dg.asset
def regional_order_export(
    context: dg.AssetExecutionContext, config: OrderExportConfig
) -> dg.MaterializeResult:
    context.log.info(
        f"Exporting orders for {config.region} above {config.min_order_total:.2f}"
        + (" (including test orders)" if config.include_test_orders else "")
    )
    exported = 1_250  # number of orders written by the real export
    return dg.MaterializeResult(metadata={"region": config.region, "exported": exported})


# end_asset


# start_op
class ArchiveConfig(dg.Config):
    older_than_days: int = 90


@dg.op
def archive_old_orders(context: dg.OpExecutionContext, config: ArchiveConfig) -> int:
    context.log.info(f"Archiving orders older than {config.older_than_days} days")
    return 0


@dg.job
def archive_job() -> None:
    archive_old_orders()


# end_op


# start_schedule
export_job = dg.define_asset_job("export_job", selection=[regional_order_export])


@dg.schedule(job=export_job, cron_schedule="0 5 * * *")
def nightly_emea_export(context: dg.ScheduleEvaluationContext) -> dg.RunRequest:
    return dg.RunRequest(
        run_config=dg.RunConfig(
            ops={"regional_order_export": OrderExportConfig(region="emea", min_order_total=10.0)}
        )
    )


# end_schedule


# start_defaults
weekly_archive_job = dg.define_asset_job(
    "weekly_archive_job",
    selection=[regional_order_export],
    # Default config for every run of this job; the launchpad pre-fills it.
    config=dg.RunConfig(ops={"regional_order_export": OrderExportConfig(region="global")}),
)
# end_defaults
