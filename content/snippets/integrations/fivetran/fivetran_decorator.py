import dagster as dg
from dagster_fivetran import FivetranWorkspace, fivetran_assets

fivetran_workspace = FivetranWorkspace(
    account_id=dg.EnvVar("FIVETRAN_ACCOUNT_ID"),
    api_key=dg.EnvVar("FIVETRAN_API_KEY"),
    api_secret=dg.EnvVar("FIVETRAN_API_SECRET"),
)


@fivetran_assets(
    connector_id="warehouse_orders_pg",
    workspace=fivetran_workspace,
    name="orders_postgres_sync",
    group_name="orders",
)
def orders_postgres_tables(context: dg.AssetExecutionContext, fivetran: FivetranWorkspace):
    context.log.info(f"Run {context.run_id} is syncing the orders connector")
    yield from fivetran.sync_and_poll(context=context).fetch_column_metadata()


@dg.asset(deps=[dg.AssetKey(["orders_public", "orders"])], group_name="analytics")
def revenue_by_day(context: dg.AssetExecutionContext) -> None:
    context.log.info("Rebuilding revenue_by_day from the freshly synced orders table")


defs = dg.Definitions(
    assets=[orders_postgres_tables, revenue_by_day],
    resources={"fivetran": fivetran_workspace},
)
