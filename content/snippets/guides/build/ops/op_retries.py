import random

import dagster as dg


def call_rates_service() -> dict[str, float]:
    """Stands in for an HTTP call that times out now and then."""
    if random.random() < 0.3:
        raise ConnectionError("rates service timed out")
    return {"EUR": 1.08, "GBP": 1.27}


# Retry up to three times, waiting about 2, 6 and 14 seconds (plus or minus jitter).
@dg.op(
    retry_policy=dg.RetryPolicy(
        max_retries=3,
        delay=2,
        backoff=dg.Backoff.EXPONENTIAL,
        jitter=dg.Jitter.PLUS_MINUS,
    )
)
def fetch_exchange_rates(context: dg.OpExecutionContext) -> dict[str, float]:
    context.log.info(f"Attempt {context.retry_number + 1}")
    return call_rates_service()


class WarehouseBusyError(Exception):
    pass


@dg.op
def load_rates(context: dg.OpExecutionContext, rates: dict[str, float]) -> None:
    try:
        if random.random() < 0.2:
            raise WarehouseBusyError("warehouse is at its connection limit")
        context.log.info(f"Loaded {len(rates)} rates")
    except WarehouseBusyError as exc:
        # Decide at runtime: only this error is worth retrying.
        raise dg.RetryRequested(max_retries=5, seconds_to_wait=30) from exc


@dg.op
def check_rates(rates: dict[str, float]) -> None:
    if any(rate <= 0 for rate in rates.values()):
        # Bad data will not fix itself; fail now instead of burning retries.
        raise dg.Failure(description="Received a non-positive exchange rate", allow_retries=False)


# op_retry_policy applies to every op in the job that has no policy of its own.
@dg.job(op_retry_policy=dg.RetryPolicy(max_retries=1, delay=10))
def exchange_rates_job():
    rates = fetch_exchange_rates()
    check_rates(rates)
    load_rates(rates)

