from pathlib import Path

import dagster as dg

from my_existing_project.assets import customer_orders, daily_revenue
from my_existing_project.jobs import revenue_job
from my_existing_project.resources import warehouse
from my_existing_project.schedules import revenue_schedule


@dg.definitions
def defs() -> dg.Definitions:
    existing = dg.Definitions(
        assets=[customer_orders, daily_revenue],
        jobs=[revenue_job],
        schedules=[revenue_schedule],
        resources={"warehouse": warehouse},
    )
    # my_existing_project/definitions.py -> the project root is two levels up
    autoloaded = dg.load_from_defs_folder(project_root=Path(__file__).parent.parent)
    return dg.Definitions.merge(existing, autoloaded)
