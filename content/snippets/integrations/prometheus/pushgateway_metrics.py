import time

import dagster as dg
from dagster_prometheus import PrometheusResource
from prometheus_client import Gauge


@dg.asset
def daily_events(prometheus: PrometheusResource) -> None:
    started = time.monotonic()
    loaded_rows = 184_220  # stand-in for the rows loaded into the events table

    rows = Gauge(
        "daily_events_rows_loaded",
        "Rows loaded by the latest daily_events run",
        registry=prometheus.registry,
    )
    duration = Gauge(
        "daily_events_load_seconds",
        "Duration of the latest daily_events load",
        registry=prometheus.registry,
    )
    last_success = Gauge(
        "daily_events_last_success_unixtime",
        "Time of the last successful daily_events load",
        registry=prometheus.registry,
    )

    rows.set(loaded_rows)
    duration.set(time.monotonic() - started)
    last_success.set_to_current_time()

    prometheus.push_to_gateway(job="daily_events", grouping_key={"env": "prod"})


defs = dg.Definitions(
    assets=[daily_events],
    resources={
        "prometheus": PrometheusResource(
            gateway=dg.EnvVar("PROMETHEUS_PUSHGATEWAY"), timeout=10
        )
    },
)
