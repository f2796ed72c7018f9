import dagster as dg
from dagster_k8s import k8s_job_executor

# Settings for the run pod of this job: enough memory that the kubelet does not evict it under
# pressure, and an annotation asking the cluster autoscaler not to remove its node.
eviction_safe_tags = {
    "dagster-k8s/config": {
        "container_config": {
            "resources": {
                "requests": {"cpu": "1", "memory": "4Gi"},
                "limits": {"memory": "4Gi"},
            }
        },
        "pod_template_spec_metadata": {
            "annotations": {"cluster-autoscaler.kubernetes.io/safe-to-evict": "false"}
        },
    }
}


@dg.asset
def nightly_aggregate() -> None: ...


nightly_job = dg.define_asset_job(
    "nightly_job",
    selection=[nightly_aggregate],
    tags=eviction_safe_tags,
    # With per-step pods, give every step pod the same protection.
    executor_def=k8s_job_executor.configured(
        {
            "step_k8s_config": {
                "container_config": {
                    "resources": {"requests": {"cpu": "1", "memory": "4Gi"}}
                },
                "pod_template_spec_metadata": {
                    "annotations": {"cluster-autoscaler.kubernetes.io/safe-to-evict": "false"}
                },
            }
        }
    ),
)

defs = dg.Definitions(assets=[nightly_aggregate], jobs=[nightly_job])
