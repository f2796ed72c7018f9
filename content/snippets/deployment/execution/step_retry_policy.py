import dagster as dg


# A flaky API call is retried inside the same run, with backoff, before the run itself fails.
@dg.asset(
    retry_policy=dg.RetryPolicy(max_retries=3, delay=10, backoff=dg.Backoff.EXPONENTIAL)
)
def partner_feed() -> None: ...


defs = dg.Definitions(assets=[partner_feed])
