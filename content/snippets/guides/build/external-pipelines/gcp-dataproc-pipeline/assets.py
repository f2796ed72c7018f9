import dagster as dg
from dagster_gcp.pipes import PipesDataprocJobClient
from google.cloud.dataproc_v1 import Job, JobPlacement, PySparkJob, SubmitJobRequest


@dg.asset(
    kinds={"spark", "gcp"},
    partitions_def=dg.DailyPartitionsDefinition(start_date="2025-01-01"),
)
def web_sessions(
    context: dg.AssetExecutionContext, pipes_dataproc: PipesDataprocJobClient
) -> dg.MaterializeResult:
    return pipes_dataproc.run(
        context=context,
        # Passed to JobControllerClient.submit_job().
        submit_job_params={
            "request": SubmitJobRequest(
                project_id="acme-analytics",
                region="europe-west1",
                job=Job(
                    placement=JobPlacement(cluster_name="analytics-spark"),
                    pyspark_job=PySparkJob(
                        main_python_file_uri="gs://analytics-dataproc/jobs/sessionize.py",
                    ),
                ),
            )
        },
    ).get_materialize_result()
