from dagster_pipes import open_dagster_pipes

with open_dagster_pipes() as pipes:
    day = pipes.partition_key  # for example "2025-03-14"
    window = pipes.partition_time_window  # {"start": ..., "end": ...} as ISO strings
    pipes.log.info(f"Loading events for {day} ({window})")
    pipes.report_asset_materialization(metadata={"partition_day": day})
