import base64
from io import BytesIO
from pathlib import Path

import matplotlib

matplotlib.use("Agg")  # render to files; the run worker has no display
import matplotlib.pyplot as plt
from dagster_duckdb import DuckDBResource

import dagster as dg

REPORTS_DIR = Path("data/reports")


# start_dashboard
@dg.asset(
    deps=["monthly_sales"],
    kinds={"duckdb"},
    group_name="analytics",
    automation_condition=dg.AutomationCondition.eager(),
)
def monthly_revenue_chart(
    context: dg.AssetExecutionContext, duckdb: DuckDBResource
) -> dg.MaterializeResult:
    """A line chart of monthly revenue per product category, saved as a PNG."""
    with duckdb.get_connection() as conn:
        revenue = conn.execute(
            """
            select month, category, sum(revenue) as revenue
            from monthly_sales
            group by month, category
            order by month
            """
        ).df()

    if revenue.empty:
        context.log.warning("monthly_sales is empty; materialize some partitions first")
        return dg.MaterializeResult(metadata={"months": 0})

    by_category = revenue.pivot(index="month", columns="category", values="revenue")

    fig, ax = plt.subplots(figsize=(10, 5))
    by_category.plot(ax=ax, marker="o")
    ax.set_title("Monthly revenue by category")
    ax.set_xlabel("Month")
    ax.set_ylabel("Revenue")
    fig.tight_layout()

    REPORTS_DIR.mkdir(parents=True, exist_ok=True)
    chart_path = REPORTS_DIR / "monthly_revenue.png"
    fig.savefig(chart_path)

    # Embed a copy in the metadata so the chart shows up in the Dagster UI.
    buffer = BytesIO()
    fig.savefig(buffer, format="png")
    plt.close(fig)
    image_data = base64.b64encode(buffer.getvalue()).decode()

    return dg.MaterializeResult(
        metadata={
            "months": len(by_category.index),
            "chart_path": dg.MetadataValue.path(str(chart_path)),
            "preview": dg.MetadataValue.md(f"![monthly revenue](data:image/png;base64,{image_data})"),
        }
    )
# end_dashboard
