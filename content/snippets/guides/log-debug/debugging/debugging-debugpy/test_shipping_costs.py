import dagster as dg

from my_project.defs.assets import shipping_costs


def test_shipping_costs() -> None:
    # materialize() runs in-process, so breakpoints set in the IDE are hit directly.
    result = dg.materialize([shipping_costs])
    assert result.success
    assert result.output_for_node("shipping_costs")["islands"] == 23.4
