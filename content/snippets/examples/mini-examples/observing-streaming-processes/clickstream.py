import requests

import dagster as dg

CONSUMER_METRICS_URL = "http://clickstream-consumer.internal:8080/metrics.json"

# start_spec
# The streaming consumer writes this table continuously; Dagster never runs it.
clickstream_events = dg.AssetSpec(
    "clickstream_events",
    group_name="web",
    kinds={"kafka", "s3"},
    owners=["team:platform"],
    description="Raw page views written to S3 by the clickstream Kafka consumer.",
)


@dg.asset(group_name="web", deps=[clickstream_events])
def daily_sessions(context: dg.AssetExecutionContext) -> None:
    # A batch asset downstream of the stream, for example a daily sessionization query.
    context.log.info("Building sessions from clickstream_events")
# end_spec


# start_sensor
@dg.sensor(minimum_interval_seconds=60, default_status=dg.DefaultSensorStatus.RUNNING)
def clickstream_consumer_health(context: dg.SensorEvaluationContext) -> dg.SensorResult:
    """Poll the consumer's metrics endpoint and record what it reports."""
    response = requests.get(CONSUMER_METRICS_URL, timeout=5)
    response.raise_for_status()
    metrics = response.json()  # e.g. {"committed_offset": 918273, "lag": 42, "last_write": "..."}

    offset = str(metrics["committed_offset"])
    if offset == context.cursor:
        # The consumer has not written anything since the last tick: record nothing,
        # so the freshness check below can notice the gap.
        return dg.SensorResult(skip_reason=f"No progress since offset {offset}")

    observation = dg.AssetObservation(
        asset_key="clickstream_events",
        metadata={
            "committed_offset": dg.MetadataValue.int(metrics["committed_offset"]),
            "consumer_lag": dg.MetadataValue.int(metrics["lag"]),
            "last_write": dg.MetadataValue.text(metrics["last_write"]),
        },
    )
    return dg.SensorResult(asset_events=[observation], cursor=offset)
# end_sensor

