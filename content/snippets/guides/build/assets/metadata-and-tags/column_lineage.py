import dagster as dg


@dg.asset(deps=["orders", "customers"])
def customer_revenue() -> dg.MaterializeResult:
    # ... CREATE TABLE customer_revenue AS SELECT ... FROM orders JOIN customers ...
    lineage = dg.TableColumnLineage(
        deps_by_column={
            "customer_id": [
                dg.TableColumnDep(asset_key=dg.AssetKey("customers"), column_name="customer_id"),
            ],
            "region": [
                dg.TableColumnDep(asset_key=dg.AssetKey("customers"), column_name="country"),
                dg.TableColumnDep(asset_key=dg.AssetKey("customers"), column_name="state"),
            ],
            "lifetime_revenue": [
                dg.TableColumnDep(asset_key=dg.AssetKey("orders"), column_name="amount"),
                dg.TableColumnDep(asset_key=dg.AssetKey("orders"), column_name="status"),
            ],
        }
    )
    return dg.MaterializeResult(metadata={"dagster/column_lineage": lineage})
