import datetime

import dagster as dg

# Dates on which finance freezes all changes to reporting tables.
CHANGE_FREEZE_DAYS = {
    datetime.date(2025, 12, 31),
    datetime.date(2026, 1, 1),
    datetime.date(2026, 1, 2),
}


class InChangeFreeze(dg.AutomationCondition):
    """True for every candidate while today is a change-freeze day."""

    @property
    def description(self) -> str:
        return "Today is a finance change-freeze day"

    def evaluate(self, context: dg.AutomationContext) -> dg.AutomationResult:
        today = context.evaluation_time.date()
        if today in CHANGE_FREEZE_DAYS:
            # The whole candidate subset (all partitions still in play) is "true".
            true_subset = context.candidate_subset
        else:
            true_subset = context.get_empty_subset()
        return dg.AutomationResult(context=context, true_subset=true_subset)


# Compose it like any built-in condition.
eager_outside_freeze = dg.AutomationCondition.eager() & ~InChangeFreeze()


@dg.asset(
    group_name="finance_reporting",
    deps=["general_ledger"],
    automation_condition=eager_outside_freeze,
)
def monthly_pnl() -> None: ...
