"""Secrets reach resources through dg.EnvVar, resolved when the run initializes the resource."""

import dagster as dg


class Warehouse(dg.ConfigurableResource):
    user: str
    password: str


@dg.asset
def customers(warehouse: Warehouse) -> None:
    # Connect with warehouse.user / warehouse.password here.
    ...


defs = dg.Definitions(
    assets=[customers],
    resources={
        "warehouse": Warehouse(
            user=dg.EnvVar("WAREHOUSE_USER"),
            password=dg.EnvVar("WAREHOUSE_PASSWORD"),
        )
    },
)
