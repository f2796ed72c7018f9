# src/shop_dagster/defs/airflow.py
import dagster as dg
from dagster_airlift.core import assets_with_dag_mappings, build_defs_from_airflow_instance

from shop_dagster.defs.airflow_instance import airflow_instance

# start_mappings
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

# The whole DAG produces both tables; no task-by-task mapping.
catalog_assets = assets_with_dag_mappings(
    dag_mappings={"refresh_product_catalog": [product_catalog, catalog_search_terms]},
)
# end_mappings


@dg.definitions
def airflow_defs() -> dg.Definitions:
    return build_defs_from_airflow_instance(
        airflow_instance=airflow_instance,
        defs=dg.Definitions(assets=catalog_assets),
        dag_selector_fn=lambda dag: dag.dag_id == "refresh_product_catalog",
        default_sensor_status=dg.DefaultSensorStatus.RUNNING,
    )
