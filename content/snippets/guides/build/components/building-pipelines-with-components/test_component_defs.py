from pathlib import Path

import dagster as dg

# tests/ sits next to src/, so the project root is one folder up from this file.
PROJECT_ROOT = Path(__file__).parent.parent


def load_component(defs_path: str) -> tuple[dg.Component, dg.Definitions]:
    """Loads one component from src/my_project/defs/<defs_path> the way `dg` does."""
    tree = dg.ComponentTree.for_project(PROJECT_ROOT)
    component = tree.load_component_at_path(defs_path)
    defs = tree.build_defs_at_path(defs_path)
    return component, defs


def test_sales_folder_post_processing() -> None:
    _, defs = load_component("sales")
    daily_revenue = defs.get_assets_def("daily_revenue")
    spec = next(iter(daily_revenue.specs))

    assert spec.group_name == "sales"
    assert spec.owners == ["team:sales-analytics"]
    assert "warehouse" in spec.kinds


def test_revenue_report_script_component() -> None:
    component, defs = load_component("revenue_report")
    assert isinstance(component, dg.PythonScriptComponent)

    keys = {key.to_user_string() for key in defs.resolve_asset_graph().get_all_asset_keys()}
    assert keys == {"revenue_by_region"}


def test_whole_project_loads() -> None:
    # The same check `dg check defs` runs, as a unit test.
    defs = dg.ComponentTree.for_project(PROJECT_ROOT).build_defs()
    dg.Definitions.validate_loadable(defs)


# start_materialize
def test_revenue_report_materializes() -> None:
    _, defs = load_component("revenue_report")
    result = dg.materialize([defs.get_assets_def("revenue_by_region")])
    assert result.success


# end_materialize


# start_env
def test_orders_report_uses_prod_schema(monkeypatch) -> None:
    monkeypatch.setenv("DAGSTER_DEPLOYMENT", "prod")
    _, defs = load_component("orders_report")
    assert defs.get_assets_def(dg.AssetKey(["analytics", "orders_report"])) is not None


# end_env
