import dagster as dg


# Option 2: the set of stores is only known when the run starts.
@dg.op(out=dg.DynamicOut(str))
def list_active_stores():
    active_stores = ["berlin_01", "paris_02", "lyon_01"]  # call the store registry API here
    for store_id in active_stores:
        yield dg.DynamicOutput(store_id, mapping_key=store_id)


@dg.op
def sync_store_inventory(context: dg.OpExecutionContext, store_id: str) -> int:
    synced_items = 250  # pull the store's inventory feed here
    context.log.info(f"Synced {synced_items} items for {store_id}")
    return synced_items


@dg.op
def report_inventory_sync(context: dg.OpExecutionContext, counts: list[int]) -> None:
    context.log.info(f"Synced {sum(counts)} items across {len(counts)} stores")


@dg.job(executor_def=dg.multiprocess_executor.configured({"max_concurrent": 4}))
def store_inventory_sync():
    counts = list_active_stores().map(sync_store_inventory)
    report_inventory_sync(counts.collect())
