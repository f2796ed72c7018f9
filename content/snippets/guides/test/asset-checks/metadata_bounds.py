import dagster as dg


@dg.asset
def daily_orders() -> dg.MaterializeResult:
    row_count = 1250  # in practice: the number of rows the load wrote
    return dg.MaterializeResult(metadata={"dagster/row_count": row_count})


# Fails when the latest materialization reports fewer than 100 or more than 100 000 rows.
row_count_checks = dg.build_metadata_bounds_checks(
    assets=[daily_orders],
    metadata_key="dagster/row_count",
    min_value=100,
    max_value=100_000,
    severity=dg.AssetCheckSeverity.ERROR,
)

defs = dg.Definitions(assets=[daily_orders], asset_checks=row_count_checks)
