import dagster as dg
from dagster_github import GithubResource

OPEN_PULL_REQUESTS = """
query($owner: String!, $name: String!) {
  repository(owner: $owner, name: $name) {
    pullRequests(states: OPEN) { totalCount }
  }
}
"""


@dg.asset
def open_model_pull_requests(github: GithubResource) -> dg.MaterializeResult:
    result = github.get_client().execute(
        query=OPEN_PULL_REQUESTS,
        variables={"owner": "acme", "name": "warehouse-models"},
    )
    count = result["data"]["repository"]["pullRequests"]["totalCount"]
    return dg.MaterializeResult(metadata={"open_pull_requests": count})


@dg.run_failure_sensor(default_status=dg.DefaultSensorStatus.RUNNING)
def file_issue_on_failure(
    context: dg.RunFailureSensorContext, github: GithubResource
) -> None:
    run = context.dagster_run
    github.get_client().create_issue(
        repo_name="data-pipelines",
        repo_owner="acme",
        title=f"Dagster job {run.job_name} failed",
        body=(
            f"Run `{run.run_id}` failed.\n\n"
            f"```\n{context.failure_event.message or 'No error message'}\n```"
        ),
    )


defs = dg.Definitions(
    assets=[open_model_pull_requests],
    sensors=[file_issue_on_failure],
    resources={
        "github": GithubResource(
            github_app_id=dg.EnvVar.int("GITHUB_APP_ID"),
            github_app_private_rsa_key=dg.EnvVar("GITHUB_APP_PRIVATE_KEY"),
            github_installation_id=dg.EnvVar.int("GITHUB_INSTALLATION_ID"),
        )
    },
)
