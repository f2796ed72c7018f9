import dagster as dg
from dagster_deltalake import AzureConfig, GcsConfig, LocalConfig, S3Config
from dagster_deltalake_pandas import DeltaLakePandasIOManager

local_lake = DeltaLakePandasIOManager(root_uri="data/delta", storage_options=LocalConfig())

# Credentials left unset fall back to the standard AWS environment variables and instance roles.
s3_lake = DeltaLakePandasIOManager(
    root_uri="s3://acme-lake/delta",
    storage_options=S3Config(region="eu-west-1", allow_unsafe_rename=True),
)

azure_lake = DeltaLakePandasIOManager(
    root_uri="abfss://lake@acmedata.dfs.core.windows.net/delta",
    storage_options=AzureConfig(
        account_name="acmedata",
        client_id=dg.EnvVar("AZURE_CLIENT_ID"),
        client_secret=dg.EnvVar("AZURE_CLIENT_SECRET"),
        tenant_id=dg.EnvVar("AZURE_TENANT_ID"),
    ),
)

gcs_lake = DeltaLakePandasIOManager(
    root_uri="gs://acme-lake/delta",
    storage_options=GcsConfig(service_account_key=dg.EnvVar("GCS_SERVICE_ACCOUNT_KEY")),
)
