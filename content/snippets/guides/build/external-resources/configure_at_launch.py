import dagster as dg


class ExportBucketResource(dg.ConfigurableResource):
    bucket: str
    prefix: str = "exports"

    def uri_for(self, name: str) -> str:
        return f"s3://{self.bucket}/{self.prefix}/{name}"


@dg.asset
def customer_export(context: dg.AssetExecutionContext, export_bucket: ExportBucketResource) -> str:
    uri = export_bucket.uri_for("customers.csv")
    context.log.info(f"Writing customers to {uri}")
    return uri


# start_launch
@dg.definitions
def resources() -> dg.Definitions:
    return dg.Definitions(
        # No values yet: the bucket must be chosen each time a run is launched.
        resources={"export_bucket": ExportBucketResource.configure_at_launch()},
    )


# end_launch


# start_run_config
backfill_export_job = dg.define_asset_job("backfill_export_job", selection=[customer_export])


@dg.schedule(job=backfill_export_job, cron_schedule="0 2 * * 1")
def weekly_export(context: dg.ScheduleEvaluationContext) -> dg.RunRequest:
    return dg.RunRequest(
        run_config=dg.RunConfig(
            resources={"export_bucket": {"config": {"bucket": "acme-weekly-exports"}}}
        )
    )


# end_run_config
