import datetime

import dagster as dg

from my_project.defs.finance import monthly_pnl


@dg.asset
def general_ledger() -> None: ...


def _run_ticks(evaluation_day: datetime.date) -> int:
    defs = dg.Definitions(assets=[general_ledger, monthly_pnl])
    instance = dg.DagsterInstance.ephemeral()
    noon = datetime.datetime.combine(evaluation_day, datetime.time(12, 0))

    result = dg.evaluate_automation_conditions(defs=defs, instance=instance, evaluation_time=noon)
    dg.materialize([general_ledger], instance=instance)
    result = dg.evaluate_automation_conditions(
        defs=defs, instance=instance, cursor=result.cursor, evaluation_time=noon
    )
    return result.get_num_requested(monthly_pnl.key)


def test_runs_on_a_normal_day() -> None:
    assert _run_ticks(datetime.date(2025, 11, 14)) == 1


def test_waits_during_change_freeze() -> None:
    assert _run_ticks(datetime.date(2025, 12, 31)) == 0
