import datetime

import dagster as dg

from my_project.defs.exchange_rates import exchange_rates, exchange_rates_schedule


def test_exchange_rates_schedule_builds_valid_config() -> None:
    context = dg.build_schedule_context(
        scheduled_execution_time=datetime.datetime(2025, 3, 14, 7, 0)
    )
    run_request = exchange_rates_schedule(context)

    assert isinstance(run_request, dg.RunRequest)
    assert run_request.run_key == "2025-03-14"
    assert run_request.tags["rate_date"] == "2025-03-14"

    # validate_run_config needs a resolved job: build one over the same asset
    # and check the schedule's config against the asset's real config schema.
    defs = dg.Definitions(
        assets=[exchange_rates],
        jobs=[dg.define_asset_job("exchange_rates_job", selection=[exchange_rates])],
    )
    job_def = defs.resolve_job_def("exchange_rates_job")
    assert dg.validate_run_config(job_def, run_request.run_config)
