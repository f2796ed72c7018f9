from my_project.defs.payment_exports import payments_export_job
from my_project.defs.payments import daily_payments_job


def test_daily_payments_job_for_one_day() -> None:
    result = daily_payments_job.execute_in_process(partition_key="2024-03-01")
    assert result.success


def test_partitioned_config_produces_window() -> None:
    run_config = payments_export_job.partitioned_config.get_run_config_for_partition_key("2024-03-01")
    assert run_config["ops"]["export_payments"]["config"] == {"start": "2024-03-01", "end": "2024-03-02"}
