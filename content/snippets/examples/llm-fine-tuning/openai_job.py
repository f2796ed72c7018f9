import time

from dagster_openai import OpenAIResource

import dagster as dg

TERMINAL_STATUSES = {"succeeded", "failed", "cancelled"}


class FineTuneConfig(dg.Config):
    base_model: str
    suffix: str = "catalog"
    poll_interval_seconds: int = 60
    max_wait_minutes: int = 180


# start_job
@dg.asset(kinds={"openai"}, group_name="fine_tuning")
def fine_tuned_product_classifier(
    context: dg.AssetExecutionContext,
    config: FineTuneConfig,
    openai: OpenAIResource,
    training_file: str,
    validation_file: str,
) -> dg.Output[str]:
    """Name of the fine-tuned model that classifies products into catalog categories."""
    with openai.get_client(context) as client:
        with open(training_file, "rb") as handle:
            uploaded_training = client.files.create(file=handle, purpose="fine-tune")
        with open(validation_file, "rb") as handle:
            uploaded_validation = client.files.create(file=handle, purpose="fine-tune")
        context.log.info(
            f"Uploaded files {uploaded_training.id} (train) and {uploaded_validation.id} (validation)"
        )

        job = client.fine_tuning.jobs.create(
            model=config.base_model,
            training_file=uploaded_training.id,
            validation_file=uploaded_validation.id,
            suffix=config.suffix,
        )
        context.log.info(f"Started fine-tuning job {job.id}")

        deadline = time.monotonic() + config.max_wait_minutes * 60
        while job.status not in TERMINAL_STATUSES:
            if time.monotonic() > deadline:
                raise dg.Failure(
                    description=f"Fine-tuning job {job.id} still {job.status} after "
                    f"{config.max_wait_minutes} minutes",
                    metadata={"job_id": job.id},
                )
            time.sleep(config.poll_interval_seconds)
            job = client.fine_tuning.jobs.retrieve(job.id)
            context.log.info(f"Job {job.id} status: {job.status}")

    if job.status != "succeeded" or not job.fine_tuned_model:
        raise dg.Failure(
            description=f"Fine-tuning job {job.id} ended with status {job.status}",
            metadata={"job_id": job.id},
        )

    return dg.Output(
        job.fine_tuned_model,
        metadata={
            "job_id": job.id,
            "base_model": config.base_model,
            "training_file_id": uploaded_training.id,
            "validation_file_id": uploaded_validation.id,
        },
    )
# end_job
