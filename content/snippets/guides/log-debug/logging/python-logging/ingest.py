import logging

import dagster as dg

# A module-level logger, the usual pattern in library code. Its name is what you
# list under `managed_python_loggers` in dagster.yaml.
logger = logging.getLogger("ecommerce.ingest")


def fetch_page(page: int) -> list[dict]:
    logger.info("Fetching page %d of the orders export", page)
    if page > 2:
        return []
    return [{"order_id": page * 100 + i} for i in range(3)]


@dg.asset
def exported_orders() -> list[dict]:
    """Pages through an export; the helper logs with the standard logging module."""
    rows: list[dict] = []
    page = 1
    while batch := fetch_page(page):
        rows.extend(batch)
        page += 1
    logger.info("Fetched %d orders in %d pages", len(rows), page - 1)
    return rows
