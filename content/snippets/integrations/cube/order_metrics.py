import dagster as dg
from dagster_cube import CubeResource


@dg.asset
def orders() -> None:
    """Stand-in for the warehouse table that Cube's Orders cube reads."""


@dg.asset(deps=[orders], kinds={"cube"})
def order_status_counts(
    context: dg.AssetExecutionContext, cube: CubeResource
) -> dg.MaterializeResult:
    query = {
        "measures": ["Orders.count"],
        "dimensions": ["Orders.status"],
        "timeDimensions": [
            {"dimension": "Orders.createdAt", "dateRange": "yesterday"}
        ],
    }
    # POST <instance_url>/load runs the query against Cube's semantic layer.
    response = cube.make_request(method="POST", endpoint="load", data={"query": query})
    context.log.info(f"Cube returned: {response}")
    return dg.MaterializeResult(metadata={"cube_query": dg.MetadataValue.json(query)})


defs = dg.Definitions(
    assets=[orders, order_status_counts],
    resources={
        "cube": CubeResource(
            instance_url=dg.EnvVar("CUBE_API_URL"),
            api_key=dg.EnvVar("CUBE_API_KEY"),
        )
    },
)
