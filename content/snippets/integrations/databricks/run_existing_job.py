import dagster as dg
from dagster_databricks import DatabricksClientResource

# Jobs that already exist in the workspace (created in the UI, by Terraform or by a bundle deploy).
WORKSPACE_JOBS = {"refresh_customer_360": 123456789, "score_leads": 987654321}


def build_job_asset(name: str, job_id: int) -> dg.AssetsDefinition:
    @dg.asset(name=name, kinds={"databricks"}, group_name="databricks_jobs")
    def _run_job(context: dg.AssetExecutionContext, databricks: DatabricksClientResource) -> None:
        client = databricks.get_client()
        run = client.workspace_client.jobs.run_now(job_id=job_id)
        context.log.info(f"Started run {run.run_id} of Databricks job {job_id}")
        # Raises if the run ends in a failed or cancelled state.
        client.wait_for_run_to_complete(
            logger=context.log,
            databricks_run_id=run.run_id,
            poll_interval_sec=15,
            max_wait_time_sec=3 * 60 * 60,
        )

    return _run_job


defs = dg.Definitions(
    assets=[build_job_asset(name, job_id) for name, job_id in WORKSPACE_JOBS.items()],
    resources={
        "databricks": DatabricksClientResource(
            host=dg.EnvVar("DATABRICKS_HOST"), token=dg.EnvVar("DATABRICKS_TOKEN")
        )
    },
)
