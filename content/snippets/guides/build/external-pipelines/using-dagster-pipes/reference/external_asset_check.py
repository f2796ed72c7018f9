from dagster_pipes import open_dagster_pipes

with open_dagster_pipes() as pipes:
    negative_rows = 0  # ... count rows with amount < 0 ...
    pipes.report_asset_check(
        asset_key="orders",
        check_name="orders_amounts_positive",
        passed=negative_rows == 0,
        metadata={"negative_rows": negative_rows},
    )
