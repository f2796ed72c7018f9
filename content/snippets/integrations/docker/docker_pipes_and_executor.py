import dagster as dg
from dagster_docker import PipesDockerClient, docker_executor


@dg.asset
def churn_scores(
    context: dg.AssetExecutionContext, docker_pipes: PipesDockerClient
) -> dg.MaterializeResult:
    # Runs the image on the local Docker daemon; the container reports back through dagster-pipes.
    return docker_pipes.run(
        context=context,
        image="acme/churn-model:1.4",
        command=["python", "score.py"],
        extras={"segment": "enterprise"},
    ).get_materialize_result()


@dg.asset
def raw_events() -> None: ...


@dg.asset(deps=[raw_events])
def sessionized_events() -> None: ...


events_job = dg.define_asset_job(
    "events_job",
    selection=[raw_events, sessionized_events],
    executor_def=docker_executor.configured(
        {
            "image": "acme/events-pipeline:2025-06",
            "network": "dagster_network",
            "env_vars": ["DAGSTER_POSTGRES_USER", "DAGSTER_POSTGRES_PASSWORD"],
            "max_concurrent": 2,
        }
    ),
)


defs = dg.Definitions(
    assets=[churn_scores, raw_events, sessionized_events],
    jobs=[events_job],
    resources={"docker_pipes": PipesDockerClient(env={"LOG_LEVEL": "info"})},
)
