import os

import requests

# start_setup
# In JSON bodies, a multi-part asset key is a list of its parts.
ORGANIZATION = "acme"
DEPLOYMENT = "prod"
BASE_URL = f"https://{ORGANIZATION}.dagster.cloud/{DEPLOYMENT}"
HEADERS = {
    "Content-Type": "application/json",
    "Dagster-Cloud-Api-Token": os.environ["DAGSTER_CLOUD_API_TOKEN"],
}
# end_setup


# start_materialization
def report_orders_loaded(row_count: int, load_date: str) -> None:
    """Tell Dagster+ that the nightly load refreshed the orders table."""
    response = requests.post(
        f"{BASE_URL}/report_asset_materialization/",
        headers=HEADERS,
        json={
            "asset_key": ["warehouse", "orders"],
            "partition": load_date,
            "description": "Loaded by the nightly Fivetran-to-warehouse job",
            "metadata": {"row_count": row_count, "source": "erp"},
        },
        timeout=30,
    )
    response.raise_for_status()
# end_materialization


# start_observation
def report_orders_seen(data_version: str) -> None:
    """Record that the source table was checked, without claiming it was rewritten."""
    response = requests.post(
        f"{BASE_URL}/report_asset_observation/",
        headers=HEADERS,
        json={"asset_key": ["erp", "orders"], "data_version": data_version},
        timeout=30,
    )
    response.raise_for_status()
# end_observation


# start_check
def report_orders_not_empty(row_count: int) -> None:
    """Report the result of a row-count check computed outside Dagster."""
    response = requests.post(
        f"{BASE_URL}/report_asset_check/",
        headers=HEADERS,
        json={
            "asset_key": ["warehouse", "orders"],
            "check_name": "orders_not_empty",
            "passed": row_count > 0,
            "severity": "ERROR",
            "metadata": {"row_count": row_count},
        },
        timeout=30,
    )
    response.raise_for_status()
# end_check


if __name__ == "__main__":
    report_orders_seen(data_version="erp-export-2025-06-01")
    report_orders_loaded(row_count=48213, load_date="2025-06-01")
    report_orders_not_empty(row_count=48213)
