import base64
import subprocess

import dagster as dg
from dagster_aws.ecr import ECRPublicResource


@dg.op
def push_scoring_image(context: dg.OpExecutionContext, ecr_public: ECRPublicResource) -> str:
    """Log Docker in to ECR Public and push the freshly built scoring image."""
    # The client returns ECR's raw authorization token: base64 of "AWS:<password>".
    token = ecr_public.get_client().get_login_password()
    username, password = base64.b64decode(token).decode().split(":", 1)
    subprocess.run(
        ["docker", "login", "--username", username, "--password-stdin", "public.ecr.aws"],
        input=password.encode(),
        check=True,
    )
    image = "public.ecr.aws/acme/churn-scoring:latest"
    subprocess.run(["docker", "push", image], check=True)
    context.log.info(f"Pushed {image}")
    return image


@dg.job
def publish_scoring_image() -> None:
    push_scoring_image()


defs = dg.Definitions(
    jobs=[publish_scoring_image],
    resources={"ecr_public": ECRPublicResource()},
)
