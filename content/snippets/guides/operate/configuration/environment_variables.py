import os

import dagster as dg


# start_resource
class PaymentsApiResource(dg.ConfigurableResource):
    base_url: str
    api_key: str
    timeout_seconds: int = 30


@dg.asset
def settled_payments(
    context: dg.AssetExecutionContext, payments_api: PaymentsApiResource
) -> None:
    context.log.info(f"Fetching settlements from {payments_api.base_url}")


@dg.definitions
def resources() -> dg.Definitions:
    return dg.Definitions(
        resources={
            "payments_api": PaymentsApiResource(
                # Resolved when a run starts; shown as an env var (never its value) in the UI.
                base_url=dg.EnvVar("PAYMENTS_API_URL"),
                api_key=dg.EnvVar("PAYMENTS_API_KEY"),
                timeout_seconds=dg.EnvVar.int("PAYMENTS_API_TIMEOUT"),
            )
        }
    )


# end_resource


# start_getenv
# os.getenv runs when the code location loads. Use it for values that shape the
# definitions themselves, never for secrets.
DEPLOYMENT = os.getenv("DAGSTER_DEPLOYMENT", "local")

nightly_payments = dg.ScheduleDefinition(
    name="nightly_payments",
    target=[settled_payments],
    cron_schedule="0 3 * * *",
    # Only run automatically in production; locally it stays off.
    default_status=(
        dg.DefaultScheduleStatus.RUNNING
        if DEPLOYMENT == "production"
        else dg.DefaultScheduleStatus.STOPPED
    ),
)
# end_getenv
