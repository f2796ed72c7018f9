from collections.abc import Sequence

import dagster as dg


def build_table_pipeline(source: str, table: str) -> list[dg.AssetsDefinition]:
    """Build a raw -> cleaned pair of assets for one table of one source system."""

    @dg.asset(key=[source, "raw", table], group_name=source, kinds={"python"})
    def raw() -> None:
        ...  # copy the table from the source system

    # Depending on the AssetsDefinition returned above wires the two together.
    @dg.asset(key=[source, "clean", table], group_name=source, deps=[raw], kinds={"python"})
    def clean() -> None:
        ...  # deduplicate and type-cast the raw copy

    return [raw, clean]


def build_rollup(name: str, upstream_tables: Sequence[tuple[str, str]]) -> dg.AssetsDefinition:
    """An asset that depends on cleaned tables chosen by the caller, by key."""

    @dg.asset(
        name=name,
        group_name="rollups",
        deps=[dg.AssetKey([source, "clean", table]) for source, table in upstream_tables],
    )
    def _rollup() -> None:
        ...  # join the cleaned tables

    return _rollup


SOURCES = {"shopify": ["orders", "customers"], "zendesk": ["tickets"]}


@dg.definitions
def ingestion_defs() -> dg.Definitions:
    assets: list[dg.AssetsDefinition] = []
    for source, tables in SOURCES.items():
        for table in tables:
            assets.extend(build_table_pipeline(source, table))
    assets.append(
        build_rollup(
            "customer_support_load",
            [("shopify", "customers"), ("zendesk", "tickets")],
        )
    )
    return dg.Definitions(assets=assets)
