import dagster as dg

# --- Static to static: several upstream keys roll up into one downstream key ---
store_regions = dg.StaticPartitionsDefinition(["us-east", "us-west", "eu-central", "eu-west"])
sales_regions = dg.StaticPartitionsDefinition(["us", "eu"])


@dg.asset(partitions_def=store_regions)
def store_sales() -> None: ...


@dg.asset(
    partitions_def=sales_regions,
    deps=[
        dg.AssetDep(
            store_sales,
            partition_mapping=dg.StaticPartitionMapping(
                {"us-east": "us", "us-west": "us", "eu-central": "eu", "eu-west": "eu"}
            ),
        )
    ],
)
def regional_sales_rollup() -> None: ...


# --- Multi-dimensional upstream to a single-dimension downstream ---
date_and_region = dg.MultiPartitionsDefinition(
    {
        "date": dg.DailyPartitionsDefinition(start_date="2024-01-01"),
        "region": dg.StaticPartitionsDefinition(["us", "eu"]),
    }
)


@dg.asset(partitions_def=date_and_region)
def regional_daily_orders() -> None: ...


# Each daily partition depends on every region for that date.
@dg.asset(
    partitions_def=dg.DailyPartitionsDefinition(start_date="2024-01-01"),
    deps=[
        dg.AssetDep(
            regional_daily_orders,
            partition_mapping=dg.MultiToSingleDimensionPartitionMapping(partition_dimension_name="date"),
        )
    ],
)
def global_daily_orders() -> None: ...


# --- Only the newest upstream partition matters ---
@dg.asset(partitions_def=dg.DailyPartitionsDefinition(start_date="2024-01-01"))
def daily_price_list() -> None: ...


@dg.asset(deps=[dg.AssetDep(daily_price_list, partition_mapping=dg.LastPartitionMapping())])
def current_price_list() -> None: ...
