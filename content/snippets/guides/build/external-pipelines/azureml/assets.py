import json
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import dagster as dg

TERMINAL_STATES = {"Completed", "Failed", "Canceled"}


class AzureMLResource(dg.ConfigurableResource):
    """Connects to one Azure ML workspace."""

    subscription_id: str
    resource_group_name: str
    workspace_name: str

    def get_client(self):
        # Imported here: azure-ai-ml is a large package, needed only when an asset runs.
        from azure.ai.ml import MLClient
        from azure.identity import DefaultAzureCredential

        return MLClient(
            credential=DefaultAzureCredential(),
            subscription_id=self.subscription_id,
            resource_group_name=self.resource_group_name,
            workspace_name=self.workspace_name,
        )


def wait_for_job(context: dg.AssetExecutionContext, ml_client, job_name: str) -> str:
    status = None
    try:
        while status not in TERMINAL_STATES:
            time.sleep(30)
            new_status = ml_client.jobs.get(job_name).status
            if new_status != status:
                context.log.info(f"Azure ML job {job_name} is {new_status}")
            status = new_status
    except BaseException:
        # The Dagster run was terminated (or polling failed): don't leave the job running.
        ml_client.jobs.begin_cancel(job_name)
        raise
    return status


class JobOutputMessageReader(dg.PipesMessageReader):
    """Handles the messages the job wrote to its `pipes` output, after the asset downloads them."""

    def __init__(self, path: Path):
        self.path = path

    @contextmanager
    def read_messages(self, handler: dg.PipesMessageHandler) -> Iterator[dict]:
        # No params: the job learns where to write from its command line (see train.py).
        yield {}
        # Reached when the session closes normally, after the asset downloaded the file.
        if self.path.exists():
            with self.path.open() as lines:
                for line in lines:
                    if line.strip():
                        handler.handle_message(json.loads(line))

    def no_messages_debug_text(self) -> str:
        return f"Expected the job's `pipes` output to hold messages.jsonl, downloaded to {self.path}."


def download_pipes_output(context, ml_client, job_name: str, workdir: Path) -> None:
    try:
        # Lands in <workdir>/named-outputs/pipes/
        ml_client.jobs.download(name=job_name, output_name="pipes", download_path=str(workdir))
    except Exception as error:  # noqa: BLE001 - the job's status decides success, not the download
        context.log.warning(f"Could not download the pipes output of {job_name}: {error}")


@dg.asset(
    kinds={"azure"},
    check_specs=[dg.AssetCheckSpec(name="mape_below_threshold", asset="demand_forecast_model")],
)
def demand_forecast_model(context: dg.AssetExecutionContext, azureml: AzureMLResource):
    from azure.ai.ml import Output, command

    ml_client = azureml.get_client()
    with tempfile.TemporaryDirectory() as tmp:
        workdir = Path(tmp)
        with dg.open_pipes_session(
            context=context,
            context_injector=dg.PipesEnvContextInjector(),
            message_reader=JobOutputMessageReader(
                workdir / "named-outputs" / "pipes" / "messages.jsonl"
            ),
            extras={"learning_rate": 0.05},
        ) as session:
            job = command(
                code="./azureml_src",  # uploaded with every submission; contains train.py
                command="python train.py --pipes-dir ${{outputs.pipes}}",
                outputs={"pipes": Output(type="uri_folder")},
                environment="azureml:dagster-pipes-env:1",
                compute="cpu-cluster",
                display_name=f"demand-forecast-{context.run_id[:8]}",
                # DAGSTER_PIPES_CONTEXT carries the context itself (PipesEnvContextInjector)
                environment_variables=dict(session.get_bootstrap_env_vars()),
            )
            submitted = ml_client.jobs.create_or_update(job)
            context.log.info(f"Submitted Azure ML job {submitted.name}: {submitted.studio_url}")

            status = wait_for_job(context, ml_client, submitted.name)
            download_pipes_output(context, ml_client, submitted.name, workdir)

        if status != "Completed":
            raise dg.Failure(
                description=f"Azure ML job {submitted.name} ended as {status}",
                metadata={"studio_url": dg.MetadataValue.url(submitted.studio_url)},
            )
        yield from session.get_results()


@dg.definitions
def azureml_resources() -> dg.Definitions:
    return dg.Definitions(
        resources={
            "azureml": AzureMLResource(
                subscription_id=dg.EnvVar("AZURE_SUBSCRIPTION_ID"),
                resource_group_name=dg.EnvVar("AZUREML_RESOURCE_GROUP"),
                workspace_name=dg.EnvVar("AZUREML_WORKSPACE"),
            )
        }
    )
