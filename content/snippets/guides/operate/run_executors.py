import dagster as dg


@dg.asset
def raw_events() -> list[dict]:
    return [{"user_id": 1, "event": "signup"}, {"user_id": 2, "event": "purchase"}]


@dg.asset
def purchase_events(raw_events: list[dict]) -> list[dict]:
    return [event for event in raw_events if event["event"] == "purchase"]


@dg.asset
def signup_events(raw_events: list[dict]) -> list[dict]:
    return [event for event in raw_events if event["event"] == "signup"]


# start_job_level
# Small, fast assets: run every step inside the run worker process.
events_job = dg.define_asset_job(
    "events_job",
    selection=[raw_events, purchase_events, signup_events],
    executor_def=dg.in_process_executor,
)


@dg.op
def vacuum_tables() -> None: ...


@dg.job(executor_def=dg.multiprocess_executor.configured({"max_concurrent": 2}))
def maintenance_job() -> None:
    vacuum_tables()


# end_job_level


# start_location_level
@dg.definitions
def executor() -> dg.Definitions:
    # Default for every job and asset run in this code location that does not set its own.
    return dg.Definitions(
        executor=dg.multiprocess_executor.configured(
            {
                "max_concurrent": 8,
                "retries": {"enabled": {}},
                "start_method": {"forkserver": {}},
            }
        )
    )


# end_location_level
