import dagster as dg


class SourceConfig(dg.Config):
    table: str


class Warehouse(dg.ConfigurableResource):
    schema_name: str


@dg.op
def extract(context: dg.OpExecutionContext, config: SourceConfig) -> list[dict]:
    context.log.info(f"Reading {config.table}")
    return [{"id": 1}]


@dg.op
def load(context: dg.OpExecutionContext, rows: list[dict], warehouse: Warehouse) -> None:
    context.log.info(f"Writing {len(rows)} rows to {warehouse.schema_name}")


@dg.graph
def copy_table():
    load(extract())


# One graph, two jobs: the same steps with different configuration and resources.
copy_orders_staging = copy_table.to_job(
    name="copy_orders_staging",
    config={"ops": {"extract": {"config": {"table": "orders"}}}},
    resource_defs={"warehouse": Warehouse(schema_name="staging")},
)
copy_orders_prod = copy_table.to_job(
    name="copy_orders_prod",
    config={"ops": {"extract": {"config": {"table": "orders"}}}},
    resource_defs={"warehouse": Warehouse(schema_name="analytics")},
    tags={"env": "prod"},
)

defs = dg.Definitions(jobs=[copy_orders_staging, copy_orders_prod])
