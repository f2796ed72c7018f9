import dagster as dg

from my_project.defs.tickets import TicketingAPI, closed_tickets_sensor


class FakeTicketingAPI(TicketingAPI):
    """Returns canned ticket ids instead of calling the real API."""

    def closed_ticket_ids(self, since_id: int) -> list[int]:
        return [ticket_id for ticket_id in (101, 102, 103) if ticket_id > since_id]


def test_requests_a_survey_per_closed_ticket() -> None:
    fake_api = FakeTicketingAPI(base_url="http://unused", api_token="test")

    with dg.build_sensor_context(cursor="101") as context:
        result = closed_tickets_sensor(context, ticketing_api=fake_api)

    assert [request.run_key for request in result.run_requests] == ["102", "103"]
    assert result.cursor == "103"


def test_resources_can_also_come_from_the_context() -> None:
    fake_api = FakeTicketingAPI(base_url="http://unused", api_token="test")

    with dg.build_sensor_context(cursor="103", resources={"ticketing_api": fake_api}) as context:
        result = closed_tickets_sensor(context)

    assert isinstance(result, dg.SkipReason)
