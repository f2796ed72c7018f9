# Added at the bottom of dags/refresh_product_catalog.py
from pathlib import Path

from dagster_airlift.in_airflow import load_proxied_state_from_yaml, proxying_to_dagster

# With `proxied: true` for the whole DAG in proxied_state/refresh_product_catalog.yaml, the DAG
# keeps its schedule in Airflow but each run launches one Dagster run of every mapped asset.
proxying_to_dagster(
    global_vars=globals(),
    proxied_state=load_proxied_state_from_yaml(Path(__file__).parent / "proxied_state"),
)
