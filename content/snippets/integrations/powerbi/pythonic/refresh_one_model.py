import dagster as dg
from dagster_powerbi import PowerBIServicePrincipal, PowerBIWorkspace

# The semantic model ("dataset" in the Power BI REST API) behind the Sales report.
SALES_MODEL_ID = "8c3a5e8b-1d2f-4b6a-9e7c-2f4d6a8b0c1e"


@dg.asset(group_name="marts", kinds={"snowflake"})
def sales_daily() -> None:
    """Rebuilds the table the Sales semantic model imports."""


@dg.asset(
    key=["power_bi", "semantic_model", "sales"],
    deps=[sales_daily],
    kinds={"powerbi"},
    automation_condition=dg.AutomationCondition.eager(),
)
def sales_semantic_model(power_bi: PowerBIWorkspace) -> dg.MaterializeResult:
    """Refreshes the Sales model as soon as sales_daily is rebuilt."""
    # Raises dagster.Failure if Power BI reports the refresh as failed or it exceeds refresh_timeout.
    power_bi.trigger_and_poll_refresh(SALES_MODEL_ID)
    return dg.MaterializeResult(metadata={"dataset_id": SALES_MODEL_ID})


defs = dg.Definitions(
    assets=[sales_daily, sales_semantic_model],
    resources={
        "power_bi": PowerBIWorkspace(
            credentials=PowerBIServicePrincipal(
                client_id=dg.EnvVar("AZURE_CLIENT_ID"),
                client_secret=dg.EnvVar("AZURE_CLIENT_SECRET"),
                tenant_id=dg.EnvVar("AZURE_TENANT_ID"),
            ),
            workspace_id=dg.EnvVar("POWER_BI_WORKSPACE_ID"),
            refresh_poll_interval=10,
            refresh_timeout=1800,
        )
    },
)
