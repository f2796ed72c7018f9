import dagster as dg

regional_daily = dg.MultiPartitionsDefinition(
    {
        "date": dg.DailyPartitionsDefinition(start_date="2025-01-01"),
        "region": dg.StaticPartitionsDefinition(["emea", "apac"]),
    }
)


@dg.asset(partitions_def=regional_daily)
def regional_sales(context: dg.AssetExecutionContext) -> dict:
    keys = context.partition_key.keys_by_dimension
    return {"region": keys["region"], "date": keys["date"]}


defs = dg.Definitions(assets=[regional_sales])


def test_one_region_one_day():
    key = dg.MultiPartitionKey({"date": "2025-03-01", "region": "apac"})
    result = dg.materialize([regional_sales], partition_key=key)
    assert result.output_for_node("regional_sales") == {"region": "apac", "date": "2025-03-01"}
    # The key's string form joins the dimensions in alphabetical order of their names.
    assert str(key) == "2025-03-01|apac"
