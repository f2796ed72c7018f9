import os

import dagster as dg


# start_nested
class WarehouseCredentials(dg.ConfigurableResource):
    username: str
    password: str


class WarehouseResource(dg.ConfigurableResource):
    """Connection settings for the analytics warehouse."""

    host: str
    database: str = "analytics"
    schema_name: str = "public"
    credentials: WarehouseCredentials

    def table_name(self, table: str) -> str:
        return f"{self.database}.{self.schema_name}.{table}"


# end_nested


# start_asset
@dg.asset
def customer_summary(context: dg.AssetExecutionContext, warehouse: WarehouseResource) -> None:
    target = warehouse.table_name("customer_summary")
    context.log.info(f"Rebuilding {target} on {warehouse.host}")


# end_asset


# start_environments
credentials = WarehouseCredentials(
    username=dg.EnvVar("WAREHOUSE_USER"),
    password=dg.EnvVar("WAREHOUSE_PASSWORD"),
)

warehouse_by_environment = {
    "local": WarehouseResource(
        host="localhost",
        schema_name="dev_" + os.getenv("USER", "me"),
        credentials=credentials,
    ),
    "production": WarehouseResource(
        host=dg.EnvVar("WAREHOUSE_HOST"),
        schema_name="analytics",
        credentials=credentials,
    ),
}


@dg.definitions
def resources() -> dg.Definitions:
    environment = os.getenv("DAGSTER_ENVIRONMENT", "local")
    return dg.Definitions(resources={"warehouse": warehouse_by_environment[environment]})


# end_environments
