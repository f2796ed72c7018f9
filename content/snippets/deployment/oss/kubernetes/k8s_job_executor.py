import dagster as dg
from dagster_k8s import k8s_job_executor


@dg.asset(
    op_tags={
        # Only this step's pod gets the larger request.
        "dagster-k8s/config": {
            "container_config": {"resources": {"requests": {"cpu": "2", "memory": "8Gi"}}}
        }
    }
)
def large_join() -> None: ...


@dg.asset(deps=[large_join])
def summary() -> None: ...


# Each step runs in its own Kubernetes Job; at most 10 at a time per run.
defs = dg.Definitions(
    assets=[large_join, summary],
    executor=k8s_job_executor.configured({"max_concurrent": 10}),
)
