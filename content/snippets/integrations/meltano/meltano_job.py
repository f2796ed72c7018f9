import dagster as dg
from dagster_meltano import meltano_resource, meltano_run_op

# `project_dir` points at the Meltano project (the folder with meltano.yml).
meltano = meltano_resource.configured(
    {"project_dir": "/opt/pipelines/meltano", "retries": 1}
)


@dg.job(resource_defs={"meltano": meltano})
def shop_elt_job():
    # Each op runs `meltano run <command>`; the second waits for the first.
    orders_loaded = meltano_run_op("tap-postgres target-snowflake")()
    meltano_run_op("tap-stripe target-snowflake")(orders_loaded)


nightly_shop_elt = dg.ScheduleDefinition(job=shop_elt_job, cron_schedule="0 2 * * *")

defs = dg.Definitions(jobs=[shop_elt_job], schedules=[nightly_shop_elt])
