import dagster as dg
from selection_jobs import defs


def selected(job_name: str) -> set[str]:
    job = defs.resolve_job_def(job_name)
    return {key.to_user_string() for key in job.asset_layer.executable_asset_keys}


def test_job_selections() -> None:
    assert selected("ingest_job") == {"raw_payments", "raw_customers"}
    assert selected("revenue_refresh_job") == {"revenue_by_customer", "revenue_dashboard"}
    assert selected("finance_sql_job") == {"revenue_by_customer"}
    assert selected("fx_rates_job") == {"daily_fx_rates"}


if __name__ == "__main__":
    test_job_selections()
    print("selections are as expected")
