import random

import dagster as dg


# Up to three more attempts, waiting 10 s, 20 s and 40 s (plus or minus some jitter, so
# that many failed steps do not retry at the same moment).
@dg.asset(
    retry_policy=dg.RetryPolicy(
        max_retries=3,
        delay=10,
        backoff=dg.Backoff.EXPONENTIAL,
        jitter=dg.Jitter.PLUS_MINUS,
    )
)
def exchange_rates(context: dg.AssetExecutionContext) -> dict[str, float]:
    context.log.info(f"Attempt {context.retry_number + 1}")
    if random.random() < 0.2:  # stands in for a flaky HTTP call
        raise ConnectionError("rate service timed out")
    return {"EUR": 1.0, "USD": 1.08}


defs = dg.Definitions(assets=[exchange_rates])
