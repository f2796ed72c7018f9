# External process: the batch platform cannot set environment variables, but it
# mounts the job's parameters as a JSON file at a fixed path.
import json
from pathlib import Path

from dagster_pipes import (
    DAGSTER_PIPES_CONTEXT_ENV_VAR,
    DAGSTER_PIPES_MESSAGES_ENV_VAR,
    PipesParams,
    PipesParamsLoader,
    decode_param,
    open_dagster_pipes,
)

JOB_PARAMS_FILE = Path("/etc/batch-job/params.json")


class JobParamsFileLoader(PipesParamsLoader):
    def __init__(self, path: Path = JOB_PARAMS_FILE) -> None:
        self._params = json.loads(path.read_text()) if path.exists() else {}

    def is_dagster_pipes_process(self) -> bool:
        return DAGSTER_PIPES_CONTEXT_ENV_VAR in self._params

    def load_context_params(self) -> PipesParams:
        return decode_param(self._params[DAGSTER_PIPES_CONTEXT_ENV_VAR])

    def load_messages_params(self) -> PipesParams:
        return decode_param(self._params[DAGSTER_PIPES_MESSAGES_ENV_VAR])


with open_dagster_pipes(params_loader=JobParamsFileLoader()) as pipes:
    pipes.log.info("Started from a params file")
