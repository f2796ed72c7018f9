# src/shop_dagster/defs/airflow.py
from collections.abc import Iterator

import duckdb
import requests

import dagster as dg
from dagster_airlift.core import assets_with_dag_mappings, build_defs_from_airflow_instance

from shop_dagster.defs.airflow_instance import airflow_instance

SUPPLIER_API_URL = "https://supplier.example.com/api/catalog"
WAREHOUSE_PATH = "/opt/shop/warehouse.duckdb"

product_catalog = dg.AssetSpec(
    "product_catalog",
    description="Active products from the supplier catalog, one row per SKU.",
    kinds={"duckdb"},
    group_name="catalog",
)
catalog_search_terms = dg.AssetSpec(
    "catalog_search_terms",
    description="One row per SKU and word of the product name, used by site search.",
    deps=[product_catalog],
    kinds={"duckdb"},
    group_name="catalog",
)


# start_multi_asset
@dg.multi_asset(specs=[product_catalog, catalog_search_terms])
def refresh_product_catalog(context: dg.AssetExecutionContext) -> Iterator[dg.MaterializeResult]:
    # Download and clean in memory: no temporary files shared between steps any more.
    response = requests.get(SUPPLIER_API_URL, timeout=60)
    response.raise_for_status()
    products = [
        (p["sku"], p["name"].strip(), float(p["price"]))
        for p in response.json()["products"]
        if p.get("active", True)
    ]
    context.log.info(f"Supplier returned {len(products)} active products")

    with duckdb.connect(WAREHOUSE_PATH) as conn:
        conn.execute(
            "create or replace table product_catalog (sku varchar, name varchar, price double)"
        )
        conn.executemany("insert into product_catalog values (?, ?, ?)", products)
        conn.execute(
            """
            create or replace table catalog_search_terms as
            select sku, lower(unnest(string_split(name, ' '))) as term
            from product_catalog
            """
        )
        row = conn.execute("select count(*) from catalog_search_terms").fetchone()

    yield dg.MaterializeResult(
        asset_key=product_catalog.key, metadata={"dagster/row_count": len(products)}
    )
    yield dg.MaterializeResult(
        asset_key=catalog_search_terms.key, metadata={"dagster/row_count": row[0] if row else 0}
    )
# end_multi_asset


catalog_assets = assets_with_dag_mappings(
    dag_mappings={"refresh_product_catalog": [refresh_product_catalog]},
)


@dg.definitions
def airflow_defs() -> dg.Definitions:
    return build_defs_from_airflow_instance(
        airflow_instance=airflow_instance,
        defs=dg.Definitions(assets=catalog_assets),
        dag_selector_fn=lambda dag: dag.dag_id == "refresh_product_catalog",
        default_sensor_status=dg.DefaultSensorStatus.RUNNING,
    )
