import dagster as dg

from my_existing_project.assets import customer_orders, daily_revenue
from my_existing_project.jobs import revenue_job
from my_existing_project.resources import warehouse
from my_existing_project.schedules import revenue_schedule

defs = dg.Definitions(
    assets=[customer_orders, daily_revenue],
    jobs=[revenue_job],
    schedules=[revenue_schedule],
    resources={"warehouse": warehouse},
)
