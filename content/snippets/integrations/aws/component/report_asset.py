import dagster as dg
from dagster_aws.s3 import S3Resource


@dg.asset(kinds={"s3"})
def daily_report(s3: S3Resource) -> dg.MaterializeResult:
    """Writes the daily report to S3 with the resource registered by the component."""
    body = b"date,orders\n2025-10-01,1204\n"
    s3.get_client().put_object(Bucket="analytics-reports", Key="daily/report.csv", Body=body)
    return dg.MaterializeResult(metadata={"bytes": len(body)})
