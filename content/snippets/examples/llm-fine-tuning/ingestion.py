from dagster_duckdb import DuckDBResource

import dagster as dg


class ProductExportConfig(dg.Config):
    csv_path: str = "data/product_catalog.csv"


@dg.asset(kinds={"duckdb"}, group_name="ingestion")
def raw_products(config: ProductExportConfig, duckdb: DuckDBResource) -> dg.MaterializeResult:
    """The product catalog export, loaded as-is into DuckDB."""
    with duckdb.get_connection() as conn:
        conn.execute(
            f"""
            create or replace table raw_products as
            select * from read_csv_auto('{config.csv_path}', header = true)
            """
        )
        row_count = conn.execute("select count(*) from raw_products").fetchone()[0]
        columns = [row[0] for row in conn.execute("describe raw_products").fetchall()]

    return dg.MaterializeResult(
        metadata={
            "row_count": row_count,
            "columns": dg.MetadataValue.json(columns),
        }
    )


@dg.asset_check(asset=raw_products, blocking=True)
def raw_products_have_required_columns(duckdb: DuckDBResource) -> dg.AssetCheckResult:
    required = {"product_id", "title", "description", "category"}
    with duckdb.get_connection() as conn:
        columns = {row[0] for row in conn.execute("describe raw_products").fetchall()}
    missing = sorted(required - columns)
    return dg.AssetCheckResult(
        passed=not missing, metadata={"missing_columns": dg.MetadataValue.json(missing)}
    )
