import os

import dagster as dg


@dg.template_var
def warehouse_schema() -> str:
    """Production writes to `analytics`, everything else to a scratch schema."""
    if os.getenv("DAGSTER_DEPLOYMENT") == "prod":
        return "analytics"
    return "analytics_dev"


@dg.template_var
def after_nightly_load() -> dg.AutomationCondition:
    # Template variables may return any Python object, not only strings.
    return dg.AutomationCondition.on_cron("0 3 * * *")


@dg.template_var
def folder_group(context: dg.ComponentLoadContext) -> str:
    """Names the asset group after the folder that holds the defs.yaml."""
    return context.path.name
