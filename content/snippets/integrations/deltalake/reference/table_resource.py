import dagster as dg
from dagster_deltalake import DeltaTableResource, S3Config


@dg.asset
def customer_snapshot_size(customers_table: DeltaTableResource) -> dg.MaterializeResult:
    table = customers_table.load()  # a deltalake.DeltaTable
    return dg.MaterializeResult(
        metadata={"table_version": table.version(), "rows": table.to_pyarrow_table().num_rows}
    )


defs = dg.Definitions(
    assets=[customer_snapshot_size],
    resources={
        "customers_table": DeltaTableResource(
            url="s3://acme-lake/delta/crm/customers",
            storage_options=S3Config(region="eu-west-1"),
            version=42,  # pin a past version; leave out for the latest
        )
    },
)
