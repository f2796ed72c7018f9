import dagster as dg

daily = dg.DailyPartitionsDefinition(start_date="2024-01-01")


@dg.op
def extract_payments(context: dg.OpExecutionContext) -> list:
    day = context.partition_key
    context.log.info(f"Extracting payments for {day}")
    return [{"payment_id": "p-1", "day": day, "amount": 40.0}]


@dg.op
def load_payments(context: dg.OpExecutionContext, payments: list) -> None:
    context.log.info(f"Loading {len(payments)} payments into partition {context.partition_key}")


@dg.job(partitions_def=daily)
def daily_payments_job():
    load_payments(extract_payments())


# One run per day, an hour after midnight, for the day that just ended.
daily_payments_schedule = dg.build_schedule_from_partitioned_job(daily_payments_job, hour_of_day=1)
