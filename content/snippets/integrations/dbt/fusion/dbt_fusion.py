from pathlib import Path

from dagster_dbt import DbtCliResource, DbtProject, dbt_assets

import dagster as dg

shop_project = DbtProject(
    project_dir=Path(__file__).joinpath("..", "..", "..", "..", "dbt", "shop").resolve()
)
shop_project.prepare_if_dev()


@dbt_assets(manifest=shop_project.manifest_path, project=shop_project)
def shop_dbt_models(context: dg.AssetExecutionContext, dbt: DbtCliResource):
    # No .fetch_row_counts() / .fetch_column_metadata(): they need a dbt Core adapter,
    # which dagster-dbt does not create when the executable is dbt Fusion.
    yield from dbt.cli(["build"], context=context).stream()


defs = dg.Definitions(
    assets=[shop_dbt_models],
    resources={
        "dbt": DbtCliResource(
            project_dir=shop_project,
            # The Fusion binary; its `dbt --version` reports 2.x, which switches dagster-dbt to Fusion mode.
            dbt_executable=dg.EnvVar("DBT_FUSION_EXECUTABLE").get_value("dbt"),
        )
    },
)
