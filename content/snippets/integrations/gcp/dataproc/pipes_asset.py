import dagster as dg
from dagster_gcp.pipes import PipesDataprocJobClient, PipesGCSMessageReader
from google.cloud.dataproc_v1 import Job, JobControllerClient, JobPlacement, PySparkJob
from google.cloud.storage import Client as GCSClient

REGION = "europe-west1"


@dg.asset(kinds={"spark", "gcp"})
def customer_lifetime_value(
    context: dg.AssetExecutionContext, pipes_dataproc: PipesDataprocJobClient
) -> dg.MaterializeResult:
    job = Job(
        placement=JobPlacement(cluster_name="analytics-spark"),
        pyspark_job=PySparkJob(
            main_python_file_uri="gs://acme-dataproc-jobs/customer_ltv.py",
        ),
    )
    return pipes_dataproc.run(
        context=context,
        submit_job_params={"project_id": "acme-analytics", "region": REGION, "job": job},
    ).get_materialize_result()


defs = dg.Definitions(
    assets=[customer_lifetime_value],
    resources={
        "pipes_dataproc": PipesDataprocJobClient(
            client=JobControllerClient(
                client_options={"api_endpoint": f"{REGION}-dataproc.googleapis.com:443"}
            ),
            message_reader=PipesGCSMessageReader(bucket="acme-dagster-pipes", client=GCSClient()),
        )
    },
)
