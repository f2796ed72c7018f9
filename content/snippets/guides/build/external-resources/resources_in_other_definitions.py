import dagster as dg

from .defining_resources import ShopApiResource


# start_op
@dg.op
def cancel_stale_orders(context: dg.OpExecutionContext, shop_api: ShopApiResource) -> int:
    stale = [order for order in shop_api.get_orders(status="open") if order["age_days"] > 30]
    context.log.info(f"Found {len(stale)} stale orders")
    return len(stale)


@dg.job
def order_cleanup_job() -> None:
    cancel_stale_orders()


# end_op


# start_sensor
@dg.sensor(job=order_cleanup_job, minimum_interval_seconds=300)
def backlog_sensor(context: dg.SensorEvaluationContext, shop_api: ShopApiResource):
    open_count = len(shop_api.get_orders(status="open"))
    if open_count > 500:
        # One run per backlog level, so the sensor does not flood the queue.
        yield dg.RunRequest(run_key=f"backlog-{open_count // 500}")
    else:
        yield dg.SkipReason(f"Only {open_count} open orders")


# end_sensor


# start_schedule
@dg.schedule(job=order_cleanup_job, cron_schedule="0 6 * * *")
def morning_cleanup(context: dg.ScheduleEvaluationContext, shop_api: ShopApiResource):
    # Resources are available while the schedule decides whether to run.
    if not shop_api.get_orders(status="open"):
        return dg.SkipReason("No open orders")
    return dg.RunRequest()


# end_schedule
