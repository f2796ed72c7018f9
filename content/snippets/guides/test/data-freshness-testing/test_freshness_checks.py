import dagster as dg

from my_project.defs.freshness import hourly_orders, hourly_orders_freshness


def test_freshness_check_passes_right_after_materialization() -> None:
    instance = dg.DagsterInstance.ephemeral()

    # First materialize the asset, so the instance records a recent update...
    dg.materialize([hourly_orders], instance=instance)

    # ...then run only the freshness check against that instance.
    result = dg.materialize(
        [hourly_orders, *hourly_orders_freshness],
        instance=instance,
        selection=dg.AssetSelection.checks_for_assets(hourly_orders),
    )
    [evaluation] = result.get_asset_check_evaluations()
    assert evaluation.passed
