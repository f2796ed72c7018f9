"""Reading the variables Dagster+ sets in every code server and run."""

import os

import dagster as dg


def deployment_name() -> str:
    # Unset outside Dagster+ (for example under `dg dev`), so fall back to a local name.
    return os.getenv("DAGSTER_CLOUD_DEPLOYMENT_NAME", "local")


def is_branch_deployment() -> bool:
    return os.getenv("DAGSTER_CLOUD_IS_BRANCH_DEPLOYMENT") == "1"


def output_schema() -> str:
    if is_branch_deployment():
        # One schema per pull request keeps branches from overwriting each other's tables.
        return f"pr_{os.getenv('DAGSTER_CLOUD_PULL_REQUEST_ID', 'unknown')}"
    return {"prod": "analytics", "staging": "analytics_staging"}.get(deployment_name(), "scratch")


@dg.asset
def daily_revenue(context: dg.AssetExecutionContext) -> dg.MaterializeResult:
    schema = output_schema()
    context.log.info(f"Writing to {schema} in deployment {deployment_name()}")
    return dg.MaterializeResult(
        metadata={
            "schema": schema,
            # Set only in branch deployments; handy for tracing a table back to its commit.
            "git_sha": os.getenv("DAGSTER_CLOUD_GIT_SHA", "n/a"),
        }
    )


defs = dg.Definitions(assets=[daily_revenue])
