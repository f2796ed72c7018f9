import dagster as dg


@dg.asset(op_tags={"service": "geocoder"})
def geocoded_customers() -> None: ...


@dg.asset(op_tags={"service": "geocoder"})
def geocoded_stores() -> None: ...


@dg.asset(deps=[geocoded_customers, geocoded_stores])
def store_catchment_areas() -> None: ...


# start_job_executor
# At most 4 steps of this job run at once, and only 1 of them may call the geocoder.
geocoding_job = dg.define_asset_job(
    "geocoding_job",
    selection=[geocoded_customers, geocoded_stores, store_catchment_areas],
    executor_def=dg.multiprocess_executor.configured(
        {
            "max_concurrent": 4,
            "tag_concurrency_limits": [{"key": "service", "value": "geocoder", "limit": 1}],
        }
    ),
)
# end_job_executor


# start_run_config
# The same limits as run config, for example for a single manual run.
single_run_config = {
    "execution": {
        "config": {
            "multiprocess": {
                "max_concurrent": 2,
            }
        }
    }
}
# end_run_config
