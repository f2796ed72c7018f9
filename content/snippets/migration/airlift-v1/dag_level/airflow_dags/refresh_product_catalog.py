# dags/refresh_product_catalog.py in the Airflow project, before the migration
import json
from datetime import datetime

import duckdb
import requests
from airflow import DAG
from airflow.operators.python import PythonOperator

SUPPLIER_API_URL = "https://supplier.example.com/api/catalog"
WAREHOUSE_PATH = "/opt/shop/warehouse.duckdb"
# The three tasks hand data to each other through the worker's local disk.
RAW_FILE = "/tmp/catalog/raw.json"
CLEAN_FILE = "/tmp/catalog/clean.json"


def download_catalog() -> None:
    response = requests.get(SUPPLIER_API_URL, timeout=60)
    response.raise_for_status()
    with open(RAW_FILE, "w") as f:
        json.dump(response.json()["products"], f)


def clean_catalog() -> None:
    with open(RAW_FILE) as f:
        products = json.load(f)
    cleaned = [
        {"sku": p["sku"], "name": p["name"].strip(), "price": float(p["price"])}
        for p in products
        if p.get("active", True)
    ]
    with open(CLEAN_FILE, "w") as f:
        json.dump(cleaned, f)


def publish_catalog() -> None:
    with duckdb.connect(WAREHOUSE_PATH) as conn:
        conn.execute(
            f"create or replace table product_catalog as select * from read_json_auto('{CLEAN_FILE}')"
        )
        conn.execute(
            """
            create or replace table catalog_search_terms as
            select sku, lower(unnest(string_split(name, ' '))) as term
            from product_catalog
            """
        )


with DAG(
    dag_id="refresh_product_catalog",
    schedule="0 4 * * *",
    start_date=datetime(2024, 1, 1),
    catchup=False,
) as dag:
    download = PythonOperator(task_id="download_catalog", python_callable=download_catalog)
    clean = PythonOperator(task_id="clean_catalog", python_callable=clean_catalog)
    publish = PythonOperator(task_id="publish_catalog", python_callable=publish_catalog)

    download >> clean >> publish
