import dagster as dg


@dg.asset
def slow_asset() -> None: ...


# Run pods of this job get the SYS_PTRACE capability, so py-spy can attach to the run worker.
profiled_job = dg.define_asset_job(
    "profiled_job",
    selection=[slow_asset],
    tags={
        "dagster-k8s/config": {
            "container_config": {
                "security_context": {"capabilities": {"add": ["SYS_PTRACE"]}}
            }
        }
    },
)

defs = dg.Definitions(assets=[slow_asset], jobs=[profiled_job])
