import dagster as dg
from dagster_k8s import PipesK8sClient


@dg.asset(kinds={"kubernetes"})
def lead_scores(
    context: dg.AssetExecutionContext, pipes_k8s_client: PipesK8sClient
) -> dg.MaterializeResult:
    return pipes_k8s_client.run(
        context=context,
        image="registry.example.com/lead-scoring:1.4.0",
        namespace="data-jobs",
        extras={"batch_size": 500},
        env={"LOG_LEVEL": "info"},
        # Merged into the pod spec; the first container runs the Pipes code.
        base_pod_spec={
            "service_account_name": "lead-scoring",
            "containers": [
                {
                    "resources": {
                        "requests": {"cpu": "1", "memory": "2Gi"},
                        "limits": {"memory": "2Gi"},
                    }
                }
            ],
        },
    ).get_materialize_result()
