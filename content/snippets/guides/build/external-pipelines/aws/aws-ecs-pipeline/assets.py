import os

import dagster as dg
from dagster_aws.pipes import PipesECSClient


@dg.asset(
    kinds={"ecs"},
    check_specs=[dg.AssetCheckSpec(name="export_not_empty", asset="orders_export")],
)
def orders_export(
    context: dg.AssetExecutionContext, pipes_ecs_client: PipesECSClient
) -> dg.MaterializeResult:
    return pipes_ecs_client.run(
        context=context,
        extras={"bucket": os.environ["EXPORT_BUCKET"]},
        # Passed to boto3's ECS `run_task` call. `taskDefinition` is required.
        run_task_params={
            "taskDefinition": "orders-export",
            "cluster": "data-jobs",
            "launchType": "FARGATE",
            "count": 1,
            "networkConfiguration": {
                "awsvpcConfiguration": {
                    "subnets": [os.environ["ECS_SUBNET_ID"]],
                    "assignPublicIp": "DISABLED",
                }
            },
        },
    ).get_materialize_result()
