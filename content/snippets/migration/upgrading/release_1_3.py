import dagster as dg


# start_after
# Metadata is a dict: plain values, or MetadataValue for a specific type.
@dg.asset
def orders() -> dg.Output[list[int]]:
    rows = [1, 2, 3]
    return dg.Output(
        rows,
        metadata={
            "row_count": len(rows),
            "source": dg.MetadataValue.url("https://erp.example.com/orders"),
        },
    )
# end_after


defs = dg.Definitions(assets=[orders])
