import dagster as dg
from views import defs, open_order_report, open_orders, orders


def test_report_follows_the_table_behind_the_view() -> None:
    instance = dg.DagsterInstance.ephemeral()
    dg.materialize([orders, open_orders, open_order_report], instance=instance)
    result = dg.evaluate_automation_conditions(defs=defs, instance=instance)
    assert result.total_requested == 0

    # A new load of the table: the view is not re-run, but the report is requested.
    dg.materialize([orders], instance=instance)
    result = dg.evaluate_automation_conditions(defs=defs, instance=instance, cursor=result.cursor)
    assert result.get_requested_partitions(open_order_report.key) == {None}
    assert result.get_requested_partitions(open_orders.key) == set()


if __name__ == "__main__":
    test_report_follows_the_table_behind_the_view()
    print("view test passed")
