import dagster as dg

from my_project.defs.maintenance import CleanupConfig, export_cleanup_job


# start_execute
def test_export_cleanup_job() -> None:
    result = export_cleanup_job.execute_in_process(
        run_config=dg.RunConfig(ops={"list_old_exports": CleanupConfig(directory="/tmp/test_exports")}),
    )
    assert result.success
    assert result.output_for_node("archive_exports") >= 0
# end_execute


# start_op_selection
def test_only_first_step() -> None:
    result = export_cleanup_job.execute_in_process(
        op_selection=["list_old_exports"],
        run_config=dg.RunConfig(ops={"list_old_exports": CleanupConfig(directory="/tmp/test_exports")}),
    )
    assert result.success
# end_op_selection


# start_assets
def test_materialize_assets() -> None:
    from my_project.defs.events import page_views, sessions

    result = dg.materialize([page_views, sessions], partition_key="2024-06-01")
    assert result.success
# end_assets
