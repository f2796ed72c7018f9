from pyiceberg.catalog import load_catalog

catalog = load_catalog(
    "local",
    type="sql",
    uri="sqlite:////tmp/warehouse/catalog.db",
    warehouse="file:///tmp/warehouse",
)
print(catalog.list_tables("shop"))

table = catalog.load_table("shop.high_value_customers")
print(table.scan().to_pandas())
print(len(table.snapshots()), "snapshot(s)")
