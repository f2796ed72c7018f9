import dagster as dg
from azure.ai.ml import command
from dagster_azure.pipes import PipesAzureMLClient


@dg.asset(
    kinds={"azure"},
    check_specs=[dg.AssetCheckSpec(name="mape_below_threshold", asset="demand_forecast_model")],
)
def demand_forecast_model(
    context: dg.AssetExecutionContext, pipes_azureml: PipesAzureMLClient
) -> dg.MaterializeResult:
    job = command(
        code="./src",  # folder uploaded with the job; contains train.py
        command="python train.py",
        environment="dagster-pipes-env:1",  # custom environment with dagster-pipes
        compute="cpu-cluster",
        display_name=f"demand-forecast-{context.run_id[:8]}",
        environment_variables={"PIPES_STORAGE_ACCOUNT": "dagsterpipesstore"},
    )
    return pipes_azureml.run(
        context=context,
        command=job,
        extras={"learning_rate": 0.05},
    ).get_materialize_result()
