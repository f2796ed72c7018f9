import dagster as dg

from my_project.defs.tickets import TicketingAPI


@dg.definitions
def resources() -> dg.Definitions:
    return dg.Definitions(
        resources={
            # Same key as the sensor parameter name: ticketing_api
            "ticketing_api": TicketingAPI(
                base_url="https://support.example.com/api/v2",
                api_token=dg.EnvVar("TICKETING_API_TOKEN"),
            ),
        }
    )
