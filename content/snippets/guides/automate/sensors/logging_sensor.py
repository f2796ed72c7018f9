import dagster as dg
import requests


@dg.asset
def exchange_rate_snapshot() -> None: ...


@dg.sensor(target=[exchange_rate_snapshot], minimum_interval_seconds=600)
def rates_published_sensor(context: dg.SensorEvaluationContext):
    context.log.info("Checking whether the central bank has published today's rates")

    try:
        response = requests.get("https://rates.example.com/latest", timeout=10)
        response.raise_for_status()
    except requests.RequestException as error:
        # A warning keeps the tick green but leaves a trace to investigate later.
        context.log.warning(f"Rates endpoint unavailable, will retry next tick: {error}")
        return dg.SkipReason("Rates endpoint unavailable")

    published_on = response.json()["date"]
    context.log.debug(f"Latest published date: {published_on}, cursor: {context.cursor}")

    if published_on == context.cursor:
        return dg.SkipReason(f"Rates for {published_on} already loaded")

    context.log.info(f"New rates for {published_on}; requesting a run")
    context.update_cursor(published_on)
    return dg.RunRequest(run_key=published_on)
