import dagster as dg


@dg.asset(kinds={"dbt"}, tags={"tier": "gold"})
def fct_orders() -> None: ...


@dg.asset(kinds={"python"})
def orders_export(fct_orders) -> None: ...


# The same text you type in the UI's selection box, parsed in Python.
gold_and_downstream = dg.AssetSelection.from_string('tag:"tier"="gold"+')

gold_job = dg.define_asset_job("gold_job", selection=gold_and_downstream)

# define_asset_job also accepts the string directly.
dbt_job = dg.define_asset_job("dbt_job", selection="kind:dbt")

defs = dg.Definitions(assets=[fct_orders, orders_export], jobs=[gold_job, dbt_job])
