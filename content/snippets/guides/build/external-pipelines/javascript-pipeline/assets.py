import shutil

import dagster as dg


@dg.asset(kinds={"javascript"})
def product_embeddings(
    context: dg.AssetExecutionContext,
    pipes_subprocess_client: dg.PipesSubprocessClient,
) -> dg.MaterializeResult:
    node = shutil.which("node")
    if node is None:
        raise RuntimeError("Node.js is not installed on this machine")

    return pipes_subprocess_client.run(
        command=[node, "js/embed_products.mjs"],
        context=context,
        extras={"catalog_path": "data/catalog.json", "dimensions": 64},
    ).get_materialize_result()


@dg.definitions
def resources() -> dg.Definitions:
    return dg.Definitions(resources={"pipes_subprocess_client": dg.PipesSubprocessClient()})
