import dagster as dg


# start_pools
@dg.asset(pool="warehouse", kinds={"snowflake"})
def orders_fact() -> None:
    """Heavy warehouse query; shares the `warehouse` pool with the assets below."""


@dg.asset(pool="warehouse", kinds={"snowflake"}, deps=[orders_fact])
def revenue_by_region() -> None: ...


@dg.asset(pool="warehouse", kinds={"snowflake"}, deps=[orders_fact])
def revenue_by_channel() -> None: ...


@dg.op(pool="shop_api")
def refresh_product_catalog() -> None:
    """Ops take the same `pool` argument as assets."""


@dg.job
def catalog_refresh_job() -> None:
    refresh_product_catalog()


# end_pools
