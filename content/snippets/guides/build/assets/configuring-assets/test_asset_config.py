import dagster as dg

from my_project.defs.assets import OrdersExportConfig, orders_export


def test_orders_export_for_apac() -> None:
    result = dg.materialize(
        [orders_export],
        run_config=dg.RunConfig(ops={"orders_export": OrdersExportConfig(region="apac")}),
    )
    assert result.success
