"""Per-job Kubernetes settings: one job gets a GPU node and more memory than the location's default."""

import dagster as dg


@dg.asset
def embeddings(context: dg.AssetExecutionContext) -> None:
    context.log.info("computing embeddings")


# The agent's run launcher merges this tag over workspace.runK8sConfig (Helm values)
# and over container_context.k8s.run_k8s_config (dagster_cloud.yaml).
embeddings_job = dg.define_asset_job(
    "embeddings_job",
    selection=[embeddings],
    tags={
        "dagster-k8s/config": {
            "container_config": {
                "resources": {
                    "requests": {"cpu": "4", "memory": "16Gi"},
                    "limits": {"memory": "16Gi", "nvidia.com/gpu": "1"},
                }
            },
            "pod_spec_config": {"node_selector": {"accelerator": "nvidia-t4"}},
        }
    },
)

defs = dg.Definitions(assets=[embeddings], jobs=[embeddings_job])
