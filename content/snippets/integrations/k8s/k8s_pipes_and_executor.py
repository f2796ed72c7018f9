import dagster as dg
from dagster_k8s import PipesK8sClient, k8s_job_executor


@dg.asset
def scored_customers(
    context: dg.AssetExecutionContext, k8s_pipes_client: PipesK8sClient
) -> dg.MaterializeResult:
    # Runs any image as a pod; the container reports back through dagster-pipes.
    return k8s_pipes_client.run(
        context=context,
        image="registry.example.com/scoring:1.4.0",
        command=["python", "score_customers.py"],
        namespace="ml-jobs",
        extras={"model": "churn-v3"},
        env={"SCORING_BATCH_SIZE": "5000"},
    ).get_materialize_result()


@dg.asset(
    op_tags={
        "dagster-k8s/config": {
            "container_config": {
                "resources": {"requests": {"cpu": "1", "memory": "4Gi"}}
            }
        }
    }
)
def daily_orders() -> None:
    # Heavy step: gets its own pod with more memory.
    ...


@dg.asset(deps=[daily_orders])
def order_metrics() -> None: ...


orders_job = dg.define_asset_job(
    "orders_job",
    selection=[daily_orders, order_metrics],
    executor_def=k8s_job_executor.configured({"max_concurrent": 4}),
)


defs = dg.Definitions(
    assets=[scored_customers, daily_orders, order_metrics],
    jobs=[orders_job],
    resources={"k8s_pipes_client": PipesK8sClient()},
)
