import dagster as dg
from dagster_dbt.cloud_v2 import (
    DbtCloudCredentials,
    DbtCloudWorkspace,
    build_dbt_cloud_polling_sensor,
    load_dbt_cloud_asset_specs,
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

# dbt Cloud keeps running the models; Dagster only shows them and records what ran.
shop_model_specs = load_dbt_cloud_asset_specs(workspace=shop_workspace)

defs = dg.Definitions(
    assets=shop_model_specs,
    sensors=[build_dbt_cloud_polling_sensor(workspace=shop_workspace)],
)
