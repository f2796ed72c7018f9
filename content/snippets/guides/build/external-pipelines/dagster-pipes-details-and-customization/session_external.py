from dagster_pipes import (
    PipesDefaultContextLoader,
    PipesDefaultMessageWriter,
    PipesEnvVarParamsLoader,
    open_dagster_pipes,
)

with open_dagster_pipes(
    params_loader=PipesEnvVarParamsLoader(),  # reads DAGSTER_PIPES_* env vars
    context_loader=PipesDefaultContextLoader(),  # reads the context file (or inline data)
    message_writer=PipesDefaultMessageWriter(),  # appends messages to the file or stream
) as pipes:
    warehouse = pipes.get_extra("warehouse")
    pipes.log.info(f"Counting stock in {warehouse} for run {pipes.run_id}")
    pipes.report_asset_materialization(metadata={"sku_count": 48210})
