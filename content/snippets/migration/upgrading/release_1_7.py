from datetime import timedelta

import dagster as dg


@dg.asset
def orders() -> None: ...


@dg.asset(partitions_def=dg.DailyPartitionsDefinition(start_date="2025-01-01"))
def events() -> None: ...


# start_freshness
# build_freshness_checks_for_non_partitioned_assets became build_last_update_freshness_checks;
# build_freshness_checks_for_time_window_partitioned_assets became build_time_partition_freshness_checks.
orders_fresh = dg.build_last_update_freshness_checks(
    assets=[orders], lower_bound_delta=timedelta(hours=6)
)
events_fresh = dg.build_time_partition_freshness_checks(assets=[events], deadline_cron="0 3 * * *")
# end_freshness

# start_selection
# AssetSelection.keys became AssetSelection.assets.
orders_job = dg.define_asset_job("orders_job", selection=dg.AssetSelection.assets("orders"))
# end_selection


# start_io_manager
class TableIOManager(dg.ConfigurableIOManager):
    def handle_output(self, context: dg.OutputContext, obj) -> None:
        # InputContext.metadata and OutputContext.metadata became definition_metadata.
        schema = context.definition_metadata.get("schema", "public")
        context.log.info(f"Writing {context.asset_key.to_user_string()} to schema {schema}")

    def load_input(self, context: dg.InputContext):
        return None
# end_io_manager


defs = dg.Definitions(
    assets=[orders, events],
    asset_checks=[*orders_fresh, *events_fresh],
    jobs=[orders_job],
    resources={"table_io_manager": TableIOManager()},
)
