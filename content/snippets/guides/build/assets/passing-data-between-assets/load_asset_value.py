import dagster as dg


@dg.asset
def customer_ids() -> list[int]:
    return [101, 102, 103]


@dg.asset
def customer_count(customer_ids: list[int]) -> int:
    return len(customer_ids)


defs = dg.Definitions(
    assets=[customer_ids, customer_count],
    resources={"io_manager": dg.FilesystemIOManager(base_dir="storage")},
)

if __name__ == "__main__":
    # In a notebook or a script: read what the last materialization stored, through the
    # same I/O manager the asset uses. Nothing is recomputed.
    with dg.DagsterInstance.get() as instance:
        ids = defs.load_asset_value("customer_ids", instance=instance)
        print(f"{len(ids)} customers: {ids}")
