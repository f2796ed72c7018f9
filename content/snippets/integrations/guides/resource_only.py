"""Approach 1: a resource only. Assets call the tool; Dagster sees one asset per function."""

import requests

import dagster as dg


class ForecastServiceResource(dg.ConfigurableResource):
    """A thin client for an internal forecasting service."""

    base_url: str
    api_token: str

    def refresh_forecast(self, region: str) -> int:
        response = requests.post(
            f"{self.base_url}/forecasts/{region}/refresh",
            headers={"Authorization": f"Bearer {self.api_token}"},
            timeout=600,
        )
        response.raise_for_status()
        return int(response.json()["rows"])


@dg.asset(deps=["daily_orders"], kinds={"forecast_service"})
def emea_demand_forecast(forecasts: ForecastServiceResource) -> dg.MaterializeResult:
    rows = forecasts.refresh_forecast("emea")
    return dg.MaterializeResult(metadata={"dagster/row_count": rows})


defs = dg.Definitions(
    assets=[emea_demand_forecast],
    resources={
        "forecasts": ForecastServiceResource(
            base_url="https://forecasts.internal.example.com",
            api_token=dg.EnvVar("FORECAST_API_TOKEN"),
        )
    },
)
