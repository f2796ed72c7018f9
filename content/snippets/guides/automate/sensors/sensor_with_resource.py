import dagster as dg
import requests


class TicketingAPI(dg.ConfigurableResource):
    """Client for the support-ticket system's REST API."""

    base_url: str
    api_token: str

    def closed_ticket_ids(self, since_id: int) -> list[int]:
        response = requests.get(
            f"{self.base_url}/tickets",
            params={"status": "closed", "after_id": since_id},
            headers={"Authorization": f"Bearer {self.api_token}"},
            timeout=10,
        )
        response.raise_for_status()
        return sorted(ticket["id"] for ticket in response.json()["tickets"])


class TicketConfig(dg.Config):
    ticket_id: int


@dg.asset
def ticket_satisfaction_survey(context: dg.AssetExecutionContext, config: TicketConfig) -> None:
    context.log.info(f"Sending a survey for ticket {config.ticket_id}")


@dg.sensor(target=[ticket_satisfaction_survey], minimum_interval_seconds=120)
def closed_tickets_sensor(context: dg.SensorEvaluationContext, ticketing_api: TicketingAPI):
    last_id = int(context.cursor) if context.cursor else 0
    ticket_ids = ticketing_api.closed_ticket_ids(since_id=last_id)
    if not ticket_ids:
        return dg.SkipReason("No tickets closed since the last tick")

    return dg.SensorResult(
        run_requests=[
            dg.RunRequest(
                run_key=str(ticket_id),
                run_config=dg.RunConfig(
                    ops={"ticket_satisfaction_survey": TicketConfig(ticket_id=ticket_id)}
                ),
            )
            for ticket_id in ticket_ids
        ],
        cursor=str(ticket_ids[-1]),
    )
