import dagster as dg

# Settings for the pod of every run of this job. The K8sRunLauncher merges them over the
# chart-level runK8sConfig defaults.
training_job_tags = {
    "dagster-k8s/config": {
        "container_config": {
            "resources": {
                "requests": {"cpu": "4", "memory": "16Gi"},
                "limits": {"memory": "16Gi"},
            }
        },
        "pod_spec_config": {
            "node_selector": {"workload": "gpu"},
            "tolerations": [
                {"key": "nvidia.com/gpu", "operator": "Exists", "effect": "NoSchedule"}
            ],
        },
        "job_spec_config": {"ttl_seconds_after_finished": 3600},
    }
}


@dg.asset
def trained_model() -> None:
    dg.get_dagster_logger().info("training...")


training_job = dg.define_asset_job(
    "training_job", selection=[trained_model], tags=training_job_tags
)

defs = dg.Definitions(assets=[trained_model], jobs=[training_job])
