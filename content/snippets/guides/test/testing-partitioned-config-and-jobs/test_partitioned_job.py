from datetime import datetime

import dagster as dg

from my_project.defs.exports import daily_export_config, daily_export_job


# start_config_fn
def test_config_function_builds_run_config() -> None:
    run_config = daily_export_config(datetime(2025, 3, 4), datetime(2025, 3, 5))
    assert run_config == {
        "ops": {"export_orders_for_day": {"config": {"date": "2025-03-04"}}}
    }
    # Raises DagsterInvalidConfigError if the job would reject this config.
    assert dg.validate_run_config(daily_export_job, run_config)
# end_config_fn


# start_keys
def test_partition_keys_and_their_config() -> None:
    keys = daily_export_config.get_partition_keys()
    assert keys[:2] == ["2025-01-01", "2025-01-02"]

    run_config = daily_export_config.get_run_config_for_partition_key("2025-02-10")
    assert run_config["ops"]["export_orders_for_day"]["config"]["date"] == "2025-02-10"
# end_keys


# start_execute
def test_job_runs_for_one_partition() -> None:
    result = daily_export_job.execute_in_process(partition_key="2025-02-10")
    assert result.success
    assert result.output_for_node("export_orders_for_day") == "exports/orders_2025-02-10.csv"
# end_execute
