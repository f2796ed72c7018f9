"""One warehouse database per pull request: a clone of PRODUCTION that branch deployments write to.

Dagster+ sets DAGSTER_CLOUD_IS_BRANCH_DEPLOYMENT=1 and DAGSTER_CLOUD_PULL_REQUEST_ID in every code
server and run of a branch deployment, so the code picks its database without any per-branch config.
"""

import os

import dagster as dg


def target_database() -> str:
    if os.getenv("DAGSTER_CLOUD_IS_BRANCH_DEPLOYMENT") == "1":
        return f"PRODUCTION_CLONE_{os.environ['DAGSTER_CLOUD_PULL_REQUEST_ID']}"
    return "PRODUCTION"


class Warehouse(dg.ConfigurableResource):
    """Runs SQL in Snowflake. The connector is imported only when SQL runs, so definitions load anywhere."""

    account: str
    user: str
    password: str
    database: str

    def execute(self, sql: str) -> None:
        import snowflake.connector  # installed in the code location's image

        with snowflake.connector.connect(
            account=self.account, user=self.user, password=self.password, database=self.database
        ) as conn:
            conn.cursor().execute(sql)


@dg.asset(kinds={"snowflake"})
def stories(warehouse: Warehouse) -> None:
    warehouse.execute(
        "CREATE OR REPLACE TABLE HACKER_NEWS.STORIES AS "
        "SELECT * FROM HACKER_NEWS.ITEMS WHERE TYPE = 'story'"
    )


@dg.op
def drop_database_clone(context: dg.OpExecutionContext, warehouse: Warehouse) -> None:
    context.log.info(f"Dropping {warehouse.database}")
    warehouse.execute(f"DROP DATABASE IF EXISTS {warehouse.database}")


@dg.op(ins={"start": dg.In(dg.Nothing)})
def clone_production_database(context: dg.OpExecutionContext, warehouse: Warehouse) -> None:
    context.log.info(f"Cloning PRODUCTION into {warehouse.database}")
    warehouse.execute(f"CREATE DATABASE {warehouse.database} CLONE PRODUCTION")


@dg.job
def clone_prod():
    # Drop first, so every push to the branch starts from a fresh copy of production.
    clone_production_database(start=drop_database_clone())


@dg.job
def drop_prod_clone():
    drop_database_clone()


warehouse = Warehouse(
    account=dg.EnvVar("SNOWFLAKE_ACCOUNT"),
    # Scope these two variables differently for full and branch deployments in the Dagster+ UI,
    # so a branch deployment never holds credentials that can write to PRODUCTION.
    user=dg.EnvVar("SNOWFLAKE_USER"),
    password=dg.EnvVar("SNOWFLAKE_PASSWORD"),
    database=target_database(),
)

# Production has no use for the clone jobs; only branch deployments get them.
is_branch = os.getenv("DAGSTER_CLOUD_IS_BRANCH_DEPLOYMENT") == "1"

defs = dg.Definitions(
    assets=[stories],
    jobs=[clone_prod, drop_prod_clone] if is_branch else [],
    resources={"warehouse": warehouse},
)
