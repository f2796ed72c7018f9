import dagster as dg

# Limit parallelism inside each run of this job: at most 4 steps at a time,
# and at most 2 of them tagged database=warehouse.
warehouse_job = dg.define_asset_job(
    name="warehouse_job",
    selection='kind:"snowflake"',
    config={
        "execution": {
            "config": {
                "multiprocess": {
                    "max_concurrent": 4,
                    "tag_concurrency_limits": [
                        {"key": "database", "value": "warehouse", "limit": 2},
                    ],
                }
            }
        }
    },
)
