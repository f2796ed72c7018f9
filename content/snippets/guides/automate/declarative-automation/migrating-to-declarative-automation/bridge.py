import dagster as dg

# A policy you cannot rewrite yet (for example, one built in a shared library).
legacy_policy = dg.AutoMaterializePolicy.eager().without_rules(
    dg.AutoMaterializeRule.skip_on_parent_missing(),
)


@dg.asset
def raw_events() -> None: ...


# to_automation_condition() wraps each rule as a condition, so the asset keeps its
# old behaviour while it runs on the new sensor and shows the new evaluation UI.
@dg.asset(deps=[raw_events], automation_condition=legacy_policy.to_automation_condition())
def sessions() -> None: ...


defs = dg.Definitions(assets=[raw_events, sessions])
