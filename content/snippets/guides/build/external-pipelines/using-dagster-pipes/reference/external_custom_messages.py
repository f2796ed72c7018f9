from dagster_pipes import open_dagster_pipes

with open_dagster_pipes() as pipes:
    revenue_by_region = {"emea": 18250.5, "amer": 30410.0, "apac": 9120.75}
    # Any JSON-serializable payload; it is not turned into a Dagster event.
    pipes.report_custom_message(revenue_by_region)
