import dagster as dg

# Ingestion: raw copies of source tables
ingestion = {"group_name": "ingestion", "kinds": {"python"}, "owners": ["team:ingest"]}


@dg.asset(**ingestion)
def raw_orders() -> None: ...


@dg.asset(**ingestion)
def raw_customers() -> None: ...


@dg.asset(**ingestion)
def raw_payments() -> None: ...


# Staging: cleaned, typed copies
@dg.asset(deps=[raw_orders], group_name="staging", kinds={"dbt"})
def stg_orders() -> None: ...


@dg.asset(deps=[raw_customers], group_name="staging", kinds={"dbt"})
def stg_customers() -> None: ...


@dg.asset(deps=[raw_payments], group_name="staging", kinds={"dbt"})
def stg_payments() -> None: ...


# Marts: business-facing tables
@dg.asset(
    deps=[stg_orders, stg_customers, stg_payments],
    group_name="marts",
    kinds={"dbt"},
    tags={"tier": "gold"},
)
def orders_enriched() -> None: ...


@dg.asset(deps=[orders_enriched], group_name="marts", kinds={"dbt"}, tags={"tier": "gold"})
def revenue_daily() -> None: ...


@dg.asset(deps=[orders_enriched], group_name="marts", kinds={"dbt"}, tags={"tier": "silver"})
def customer_ltv() -> None: ...


# Consumers
@dg.asset(deps=[revenue_daily], group_name="reporting", kinds={"tableau"}, owners=["team:finance"])
def revenue_dashboard() -> None: ...


@dg.asset(deps=[customer_ltv], group_name="ml", kinds={"python"}, owners=["team:ml"])
def churn_model() -> None: ...
