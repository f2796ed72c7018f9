import dagster as dg
from dagster_twilio import TwilioResource

SENDER = "+15005550006"  # a number owned by your Twilio account
ON_CALL = "+15551234567"  # E.164 format: + country code + number


@dg.asset
def inventory_snapshot() -> int:
    # Stand-in for a count of SKUs below their reorder threshold.
    return 17


@dg.asset
def low_stock_sms(twilio: TwilioResource, inventory_snapshot: int) -> None:
    if inventory_snapshot == 0:
        return
    twilio.create_client().messages.create(
        body=f"{inventory_snapshot} products are below their reorder threshold.",
        from_=SENDER,
        to=ON_CALL,
    )


@dg.run_failure_sensor(default_status=dg.DefaultSensorStatus.RUNNING)
def text_on_call_on_failure(
    context: dg.RunFailureSensorContext, twilio: TwilioResource
) -> None:
    run = context.dagster_run
    twilio.create_client().messages.create(
        body=f"Dagster job {run.job_name} failed (run {run.run_id[:8]}).",
        from_=SENDER,
        to=ON_CALL,
    )


defs = dg.Definitions(
    assets=[inventory_snapshot, low_stock_sms],
    sensors=[text_on_call_on_failure],
    resources={
        "twilio": TwilioResource(
            account_sid=dg.EnvVar("TWILIO_ACCOUNT_SID"),
            auth_token=dg.EnvVar("TWILIO_AUTH_TOKEN"),
        )
    },
)
