import os

from dagster_aws.s3 import S3PickleIOManager, S3Resource

import dagster as dg


# start_resource
class WarehouseResource(dg.ConfigurableResource):
    """Where assets read and write tables. Only the settings differ between environments."""

    url: str
    schema_name: str

    def table(self, name: str) -> str:
        return f"{self.schema_name}.{name}"
# end_resource


@dg.asset
def customers(warehouse: WarehouseResource) -> list[str]:
    return [warehouse.table("customers")]


# start_environments
def environment_name() -> str:
    # Dagster+ sets these for every code server and run; locally neither is set.
    if os.getenv("DAGSTER_CLOUD_IS_BRANCH_DEPLOYMENT") == "1":
        return "branch"
    return os.getenv("DAGSTER_CLOUD_DEPLOYMENT_NAME", os.getenv("DAGSTER_ENV", "local"))


RESOURCES = {
    "local": {
        "warehouse": WarehouseResource(url="sqlite:///local.db", schema_name="dev"),
        "io_manager": dg.FilesystemIOManager(base_dir="data/io"),
    },
    "branch": {
        # Each pull request writes to its own schema, named by an environment variable.
        "warehouse": WarehouseResource(
            url=dg.EnvVar("WAREHOUSE_URL"), schema_name=dg.EnvVar("BRANCH_SCHEMA")
        ),
        "io_manager": S3PickleIOManager(
            s3_resource=S3Resource(), s3_bucket="acme-dagster-staging", s3_prefix="branches"
        ),
    },
    "prod": {
        "warehouse": WarehouseResource(url=dg.EnvVar("WAREHOUSE_URL"), schema_name="analytics"),
        "io_manager": S3PickleIOManager(
            s3_resource=S3Resource(), s3_bucket="acme-dagster-prod", s3_prefix="io"
        ),
    },
}

defs = dg.Definitions(assets=[customers], resources=RESOURCES[environment_name()])
# end_environments
