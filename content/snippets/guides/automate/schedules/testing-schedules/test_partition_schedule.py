from datetime import datetime, timezone

import dagster as dg

daily = dg.DailyPartitionsDefinition(start_date="2025-01-01")


@dg.asset(partitions_def=daily)
def daily_orders() -> None: ...


orders_job = dg.define_asset_job("orders_job", selection=[daily_orders])
orders_schedule = dg.build_schedule_from_partitioned_job(orders_job, hour_of_day=3)

defs = dg.Definitions(assets=[daily_orders], jobs=[orders_job], schedules=[orders_schedule])


def test_tick_requests_the_previous_day():
    # A schedule built from a partitioned job is resolved against the definitions first.
    schedule = defs.get_schedule_def("orders_job_schedule")
    with dg.instance_for_test() as instance:
        context = dg.build_schedule_context(
            instance=instance,
            scheduled_execution_time=datetime(2025, 3, 5, 3, 0, tzinfo=timezone.utc),
        )
        result = schedule.evaluate_tick(context)
    assert [r.partition_key for r in result.run_requests] == ["2025-03-04"]
