import dagster as dg
from dagster_dbt.cloud_v2 import (
    DbtCloudCredentials,
    DbtCloudWorkspace,
    build_dbt_cloud_polling_sensor,
    dbt_cloud_assets,
)

shop_workspace = DbtCloudWorkspace(
    credentials=DbtCloudCredentials(
        account_id=48213,
        token=dg.EnvVar("DBT_CLOUD_TOKEN"),
        access_url="https://cloud.getdbt.com",
    ),
    project_id=70241,
    environment_id=105377,
)


@dbt_cloud_assets(workspace=shop_workspace, group_name="shop_dbt_cloud")
def shop_dbt_cloud_models(context: dg.AssetExecutionContext, dbt_cloud: DbtCloudWorkspace):
    # Triggers the workspace's ad hoc job in dbt Cloud and waits for it to finish.
    yield from dbt_cloud.cli(args=["build"], context=context).wait()


# Records materializations for runs that dbt Cloud starts on its own schedules.
shop_dbt_cloud_sensor = build_dbt_cloud_polling_sensor(workspace=shop_workspace)

defs = dg.Definitions(
    assets=[shop_dbt_cloud_models],
    sensors=[shop_dbt_cloud_sensor],
    resources={"dbt_cloud": shop_workspace},
)
