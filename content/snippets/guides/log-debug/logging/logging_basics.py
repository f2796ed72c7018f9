import dagster as dg


def parse_amount(raw: str) -> float:
    """A helper outside any asset: it has no context, so it asks Dagster for a logger."""
    logger = dg.get_dagster_logger()
    try:
        return float(raw)
    except ValueError:
        logger.warning(f"Could not parse amount {raw!r}; treating it as 0")
        return 0.0


@dg.asset
def order_amounts(context: dg.AssetExecutionContext) -> list[float]:
    """Parses raw order amounts and logs what happened along the way."""
    raw_amounts = ["19.99", "5.00", "n/a", "42.10"]
    context.log.info(f"Parsing {len(raw_amounts)} raw amounts")

    amounts = [parse_amount(raw) for raw in raw_amounts]

    context.log.debug(f"Parsed values: {amounts}")
    if 0.0 in amounts:
        context.log.warning("At least one amount was unreadable")
    return amounts
