import dagster as dg
from jobs import defs, warehouse_maintenance


def test_refresh_customers() -> None:
    job = defs.resolve_job_def("refresh_customers")
    result = job.execute_in_process(instance=dg.DagsterInstance.ephemeral())
    assert result.success
    assert result.output_for_node("customer_health") == {"c-1": 1, "c-2": 1}


def test_maintenance_dry_run() -> None:
    result = warehouse_maintenance.execute_in_process(
        run_config={"ops": {"vacuum_tables": {"config": {"tables": ["orders"]}}}}
    )
    assert result.success
    assert result.output_for_node("vacuum_tables") == 1


if __name__ == "__main__":
    test_refresh_customers()
    test_maintenance_dry_run()
    print("job tests passed")
