import dagster as dg

@dg.asset
def sales_snapshot() -> None:
    dg.get_dagster_logger().info("snapshot taken")


# Per-run ECS sizing: the launcher reads these tags when it starts the run's task.
nightly_job = dg.define_asset_job(
    "nightly_job",
    selection=[sales_snapshot],
    tags={"ecs/cpu": "2048", "ecs/memory": "8192"},
)


defs = dg.Definitions(assets=[sales_snapshot], jobs=[nightly_job])
