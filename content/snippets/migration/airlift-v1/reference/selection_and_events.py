from collections.abc import Iterable, Sequence

import dagster as dg
from dagster_airlift.core import (
    AirflowDefinitionsData,
    AirflowInstance,
    AssetEvent,
    DagInfo,
    assets_with_multiple_task_mappings,
    build_defs_from_airflow_instance,
)


# start_selector
def is_shop_dag(dag: DagInfo) -> bool:
    # `metadata` is the DAG's payload from the Airflow API; `fileloc` is the DAG file's path.
    return "/dags/shop/" in dag.metadata.get("fileloc", "") and not dag.dag_id.startswith("tmp_")
# end_selector


# start_transformer
def add_orchestrator_metadata(
    context: dg.SensorEvaluationContext,
    airflow_data: AirflowDefinitionsData,
    materializations: Sequence[dg.AssetMaterialization],
) -> Iterable[AssetEvent]:
    for materialization in materializations:
        yield dg.AssetMaterialization(
            asset_key=materialization.asset_key,
            metadata={**materialization.metadata, "orchestrated_by": "airflow"},
        )
# end_transformer


# start_multiple
exchange_rates = assets_with_multiple_task_mappings(
    assets=[dg.AssetSpec("exchange_rates", group_name="finance")],
    task_handles=[
        {"dag_id": "hourly_exchange_rates", "task_id": "fetch_rates"},
        {"dag_id": "backfill_exchange_rates", "task_id": "fetch_rates"},
    ],
)
# end_multiple


def build_shop_defs(airflow_instance: AirflowInstance) -> dg.Definitions:
    return build_defs_from_airflow_instance(
        airflow_instance=airflow_instance,
        defs=dg.Definitions(assets=exchange_rates),
        dag_selector_fn=is_shop_dag,
        event_transformer_fn=add_orchestrator_metadata,
    )
