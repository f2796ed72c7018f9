import dagster as dg


class ChatAlerts(dg.ConfigurableResource):
    """Posts messages to a team chat channel."""

    webhook_url: str

    def send(self, text: str) -> None:
        # A real implementation would POST to the webhook.
        print(f"[chat] {text}")


@dg.definitions
def resources() -> dg.Definitions:
    return dg.Definitions(
        resources={"alerts": ChatAlerts(webhook_url=dg.EnvVar("CHAT_WEBHOOK_URL"))}
    )
