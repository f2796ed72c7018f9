import dagster as dg


@dg.asset
def upstream() -> None: ...


@dg.asset(deps=[upstream], automation_condition=dg.AutomationCondition.eager())
def downstream() -> None: ...


defs = dg.Definitions(assets=[upstream, downstream])


def test_eager_waits_for_upstream() -> None:
    instance = dg.DagsterInstance.ephemeral()

    # Nothing has been materialized: eager() will not request downstream while upstream is missing.
    result = dg.evaluate_automation_conditions(defs=defs, instance=instance)
    assert result.total_requested == 0

    # Materialize upstream; on the next evaluation downstream is requested exactly once.
    dg.materialize([upstream], instance=instance)
    result = dg.evaluate_automation_conditions(defs=defs, instance=instance, cursor=result.cursor)
    assert result.get_requested_partitions(downstream.key) == {None}

    # Evaluating again without new upstream data requests nothing.
    result = dg.evaluate_automation_conditions(defs=defs, instance=instance, cursor=result.cursor)
    assert result.total_requested == 0


if __name__ == "__main__":
    test_eager_waits_for_upstream()
    print("eager() behaved as expected")
