import dagster as dg
from dagster_aws.redshift import FakeRedshiftClientResource

from my_project.defs.redshift import daily_revenue


def test_daily_revenue_runs_without_a_cluster() -> None:
    result = dg.materialize(
        [daily_revenue],
        resources={"redshift": FakeRedshiftClientResource(host="localhost")},
    )
    assert result.success
