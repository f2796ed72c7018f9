import dagster as dg
from dagster_gcp import DataprocResource


@dg.asset(kinds={"spark", "gcp"})
def sessionized_clicks(
    context: dg.AssetExecutionContext, dataproc: DataprocResource
) -> dg.MaterializeResult:
    """Submit a PySpark job to an existing Dataproc cluster and wait for it."""
    client = dataproc.get_client()
    job = client.submit_job(
        {
            "job": {
                "placement": {"clusterName": dataproc.cluster_name},
                "pysparkJob": {
                    "mainPythonFileUri": "gs://acme-dataproc-jobs/sessionize_clicks.py",
                    "args": ["--date", "2025-06-01"],
                },
            }
        }
    )
    job_id = job["reference"]["jobId"]
    context.log.info(f"Submitted Dataproc job {job_id}")
    client.wait_for_job(job_id, wait_timeout=3600)
    return dg.MaterializeResult(metadata={"dataproc_job_id": job_id})


defs = dg.Definitions(
    assets=[sessionized_clicks],
    resources={
        "dataproc": DataprocResource(
            project_id="acme-analytics",
            region="europe-west1",
            cluster_name="analytics-spark",
        )
    },
)
