import os

import dagster as dg

UPLOAD_DIR = "data/uploads"

customer_uploads = dg.DynamicPartitionsDefinition(name="customer_uploads")


@dg.asset(partitions_def=customer_uploads)
def cleaned_customer_upload(context: dg.AssetExecutionContext) -> None:
    file_name = context.partition_key
    context.log.info(f"Cleaning {os.path.join(UPLOAD_DIR, file_name)}")


upload_job = dg.define_asset_job("process_customer_uploads", selection=[cleaned_customer_upload])


@dg.sensor(job=upload_job, minimum_interval_seconds=60)
def new_upload_sensor(context: dg.SensorEvaluationContext) -> dg.SensorResult:
    existing = set(context.instance.get_dynamic_partitions(customer_uploads.name))
    new_files = sorted(f for f in os.listdir(UPLOAD_DIR) if f.endswith(".csv") and f not in existing)

    return dg.SensorResult(
        # Add the partitions first, then request a run for each new one.
        dynamic_partitions_requests=[customer_uploads.build_add_request(new_files)],
        run_requests=[dg.RunRequest(partition_key=file_name) for file_name in new_files],
    )
