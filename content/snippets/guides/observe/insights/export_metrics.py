"""Export daily Dagster credit usage per asset from Dagster+ Insights to a CSV file."""

import csv
import os
from datetime import datetime, timezone

import requests

# Deployment-scoped URL, for example "https://acme.dagster.cloud/prod".
DEPLOYMENT_URL = os.environ["DAGSTER_CLOUD_DEPLOYMENT_URL"]
# A user token from Organization settings → Tokens.
API_TOKEN = os.environ["DAGSTER_CLOUD_API_TOKEN"]

QUERY = """
query AssetMetrics($metricName: String, $after: Float, $before: Float) {
  reportingMetricsByAsset(
    metricsSelector: {
      metricName: $metricName
      after: $after
      before: $before
      granularity: DAILY
    }
  ) {
    __typename
    ... on ReportingMetrics {
      timestamps
      metrics {
        values
        entity {
          ... on ReportingAsset {
            assetKey { path }
          }
        }
      }
    }
    ... on ReportingInputError { message }
    ... on UnauthorizedError { message }
    ... on PythonError { message }
  }
}
"""


def fetch_metric(metric_name: str, start: datetime, end: datetime) -> dict:
    response = requests.post(
        f"{DEPLOYMENT_URL}/graphql",
        json={
            "query": QUERY,
            "variables": {
                "metricName": metric_name,
                "after": start.timestamp(),
                "before": end.timestamp(),
            },
        },
        headers={"Dagster-Cloud-Api-Token": API_TOKEN},
        timeout=60,
    )
    response.raise_for_status()
    payload = response.json()["data"]["reportingMetricsByAsset"]
    if payload["__typename"] != "ReportingMetrics":
        raise RuntimeError(f"Insights query failed: {payload}")
    return payload


def main() -> None:
    start = datetime(2025, 3, 1, tzinfo=timezone.utc)
    end = datetime(2025, 3, 8, tzinfo=timezone.utc)
    data = fetch_metric("__dagster_dagster_credits", start, end)

    with open("asset_credits.csv", "w", newline="") as f:
        writer = csv.writer(f)
        writer.writerow(["asset_key", "day", "credits"])
        for series in data["metrics"]:
            asset_key = "/".join(series["entity"]["assetKey"]["path"])
            for timestamp, value in zip(data["timestamps"], series["values"]):
                day = datetime.fromtimestamp(timestamp, tz=timezone.utc).date().isoformat()
                writer.writerow([asset_key, day, value])


if __name__ == "__main__":
    main()
