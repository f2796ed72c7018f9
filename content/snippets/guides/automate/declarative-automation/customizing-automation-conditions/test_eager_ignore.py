import dagster as dg


@dg.asset
def orders() -> None: ...


@dg.asset
def country_codes() -> None: ...


@dg.asset(
    deps=[orders, country_codes],
    automation_condition=dg.AutomationCondition.eager().ignore(
        dg.AssetSelection.assets(country_codes)
    ),
)
def orders_by_country() -> None: ...


def test_reference_data_reload_does_not_trigger() -> None:
    defs = dg.Definitions(assets=[orders, country_codes, orders_by_country])
    instance = dg.DagsterInstance.ephemeral()

    # First tick: nothing has happened yet.
    result = dg.evaluate_automation_conditions(defs=defs, instance=instance)
    assert result.total_requested == 0

    # Both parents land: orders_by_country is requested.
    dg.materialize([orders, country_codes], instance=instance)
    result = dg.evaluate_automation_conditions(defs=defs, instance=instance, cursor=result.cursor)
    assert result.get_num_requested(orders_by_country.key) == 1

    # Only the ignored reference table changes: no new request.
    dg.materialize([country_codes], instance=instance)
    result = dg.evaluate_automation_conditions(defs=defs, instance=instance, cursor=result.cursor)
    assert result.total_requested == 0

    # New orders arrive: requested again.
    dg.materialize([orders], instance=instance)
    result = dg.evaluate_automation_conditions(defs=defs, instance=instance, cursor=result.cursor)
    assert result.get_num_requested(orders_by_country.key) == 1
