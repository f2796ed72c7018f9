import dagster as dg

from .run_configuration import OrderExportConfig, archive_job, regional_order_export


def test_export_with_config() -> None:
    result = dg.materialize(
        [regional_order_export],
        run_config=dg.RunConfig(ops={"regional_order_export": OrderExportConfig(region="apac")}),
    )
    assert result.success


def test_archive_job_with_dict_config() -> None:
    result = archive_job.execute_in_process(
        run_config={"ops": {"archive_old_orders": {"config": {"older_than_days": 30}}}}
    )
    assert result.success
