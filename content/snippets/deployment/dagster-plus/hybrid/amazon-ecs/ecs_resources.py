"""Give one job's runs more CPU and memory than the code location's run_resources."""

import dagster as dg


@dg.asset
def daily_feature_table(context: dg.AssetExecutionContext) -> None:
    context.log.info("building features")


# The ECS run launcher reads these tags; they override run_resources for this job only.
# Fargate accepts only certain CPU/memory pairs (4 vCPU allows 8-30 GB, for example).
features_job = dg.define_asset_job(
    "features_job",
    selection=[daily_feature_table],
    tags={"ecs/cpu": "4096", "ecs/memory": "16384"},
)

defs = dg.Definitions(assets=[daily_feature_table], jobs=[features_job])
