import dagster as dg


@dg.asset(key_prefix=["shop"])
def customers() -> list[dict]:
    return [{"customer_id": 17, "region": "emea"}, {"customer_id": 23, "region": "apac"}]


@dg.asset(
    ins={
        # The upstream key has a prefix, so name it explicitly.
        "customer_rows": dg.AssetIn(key=dg.AssetKey(["shop", "customers"])),
    }
)
def customers_per_region(customer_rows: list[dict]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for row in customer_rows:
        counts[row["region"]] = counts.get(row["region"], 0) + 1
    return counts
