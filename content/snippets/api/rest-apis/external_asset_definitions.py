import dagster as dg

# The ERP table is written by another team's export; Dagster only observes it.
erp_orders = dg.AssetSpec(
    key=["erp", "orders"],
    description="Orders table in the ERP database, exported nightly by the ERP team.",
    group_name="external",
)

# The warehouse copy is loaded by an external job that reports each daily load.
warehouse_orders = dg.AssetSpec(
    key=["warehouse", "orders"],
    deps=[erp_orders],
    description="Orders loaded into the warehouse by the nightly load job.",
    partitions_def=dg.DailyPartitionsDefinition(start_date="2025-01-01"),
    group_name="external",
)

defs = dg.Definitions(assets=[erp_orders, warehouse_orders])
