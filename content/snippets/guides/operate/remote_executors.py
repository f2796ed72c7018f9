import dagster as dg

# Each executor lives in its integration library; install the one you use.
from dagster_celery import celery_executor
from dagster_docker import docker_executor
from dagster_k8s import k8s_job_executor


@dg.asset
def nightly_model_scores() -> None: ...


# start_docker
docker_job = dg.define_asset_job(
    "docker_scoring_job",
    selection=[nightly_model_scores],
    executor_def=docker_executor.configured(
        {
            "image": "registry.example.com/analytics/pipelines:2025-03-01",
            "env_vars": ["SNOWFLAKE_PASSWORD"],
            "networks": ["analytics"],
        }
    ),
)
# end_docker


# start_k8s
k8s_job = dg.define_asset_job(
    "k8s_scoring_job",
    selection=[nightly_model_scores],
    executor_def=k8s_job_executor.configured(
        {
            "max_concurrent": 10,
            "step_k8s_config": {
                "container_config": {
                    "resources": {"requests": {"cpu": "500m", "memory": "2Gi"}},
                }
            },
        }
    ),
)
# end_k8s


# start_celery
celery_job = dg.define_asset_job(
    "celery_scoring_job",
    selection=[nightly_model_scores],
    executor_def=celery_executor.configured(
        {"broker": "pyamqp://guest@rabbitmq.internal//", "backend": "rpc://"}
    ),
)
# end_celery
