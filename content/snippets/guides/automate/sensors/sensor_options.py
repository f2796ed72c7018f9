import dagster as dg


@dg.asset
def partner_catalog() -> None:
    """Mirror the product catalog that a partner publishes."""


@dg.sensor(
    target=[partner_catalog],
    minimum_interval_seconds=300,  # evaluate at most every five minutes
    default_status=dg.DefaultSensorStatus.RUNNING,  # start as soon as the code loads
    description="Launches a catalog sync when the partner publishes a new version.",
)
def partner_catalog_sensor(context: dg.SensorEvaluationContext):
    published_version = "2025.03.2"  # in practice: ask the partner's API
    if published_version == context.cursor:
        return dg.SkipReason(f"Catalog {published_version} is already synced")

    context.update_cursor(published_version)
    return dg.RunRequest(run_key=published_version, tags={"catalog_version": published_version})
