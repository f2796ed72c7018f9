from collections.abc import Iterator

from dagster_dbt import DbtCliResource, DbtProjectComponent

import dagster as dg


class FullRefreshDbtComponent(DbtProjectComponent):
    """Runs `dbt build`, adding --full-refresh when the run carries the tag dbt/full_refresh=true."""

    def execute(self, context: dg.AssetExecutionContext, dbt: DbtCliResource) -> Iterator:
        args = ["build"]
        if context.run.tags.get("dbt/full_refresh") == "true":
            args.append("--full-refresh")
        yield from dbt.cli(args, context=context).stream()
