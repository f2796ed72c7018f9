"""Plain Dagster + Docker CLI: build and push the image a Perian job will run.

This file does not use dagster-perian; it shows the containerization step with
`subprocess` so that every command is visible.
"""

import subprocess
from pathlib import Path

import dagster as dg

PROJECT_DIR = Path(__file__).parent / "demand_forecast"


class ImageRegistry(dg.ConfigurableResource):
    repository: str  # e.g. "docker.io/acme/demand-forecast"
    username: str
    password: str

    def login(self) -> None:
        registry_host = self.repository.split("/")[0]
        subprocess.run(
            ["docker", "login", registry_host, "--username", self.username, "--password-stdin"],
            input=self.password.encode(),
            check=True,
        )


@dg.asset(kinds={"docker"})
def forecast_training_image(
    context: dg.AssetExecutionContext, registry: ImageRegistry
) -> dg.MaterializeResult:
    tag = context.run.run_id[:8]
    image = f"{registry.repository}:{tag}"
    registry.login()
    subprocess.run(["docker", "build", "--tag", image, str(PROJECT_DIR)], check=True)
    subprocess.run(["docker", "push", image], check=True)
    return dg.MaterializeResult(metadata={"image": image})


defs = dg.Definitions(
    assets=[forecast_training_image],
    resources={
        "registry": ImageRegistry(
            repository=dg.EnvVar("IMAGE_REPOSITORY"),
            username=dg.EnvVar("DOCKER_USERNAME"),
            password=dg.EnvVar("DOCKER_PASSWORD"),
        )
    },
)
