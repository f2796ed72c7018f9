import sqlite3
from dataclasses import dataclass

import dagster as dg

DATABASE = "warehouse.db"


@dataclass(frozen=True)
class Report:
    name: str
    sql: str
    owner: str


def build_report_asset(report: Report) -> dg.AssetsDefinition:
    @dg.asset(
        name=report.name,
        group_name="reports",
        owners=[report.owner],
        kinds={"sqlite"},
        tags={"built_by": "report_factory"},
        description=f"Report table built from:\n\n```sql\n{report.sql}\n```",
    )
    def _report() -> dg.MaterializeResult:
        with sqlite3.connect(DATABASE) as conn:
            conn.execute(f"DROP TABLE IF EXISTS {report.name}")
            conn.execute(f"CREATE TABLE {report.name} AS {report.sql}")
            (row_count,) = conn.execute(f"SELECT COUNT(*) FROM {report.name}").fetchone()
        return dg.MaterializeResult(metadata={"dagster/row_count": row_count})

    return _report


REPORTS = [
    Report(
        name="daily_revenue",
        sql="SELECT date(ordered_at) AS day, SUM(amount) AS revenue FROM orders GROUP BY 1",
        owner="team:finance",
    ),
    Report(
        name="top_customers",
        sql="SELECT customer_id, SUM(amount) AS total FROM orders GROUP BY 1 ORDER BY 2 DESC LIMIT 100",
        owner="team:sales",
    ),
]


@dg.definitions
def report_assets() -> dg.Definitions:
    return dg.Definitions(assets=[build_report_asset(report) for report in REPORTS])
