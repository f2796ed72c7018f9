import dagster as dg


def clean_rows(rows: list[dict]) -> list[dict]:
    """A helper in another module: it has no context, but can still log to the run."""
    log = dg.get_dagster_logger()
    kept = [r for r in rows if r.get("email")]
    log.info(f"Dropped {len(rows) - len(kept)} rows without an email")
    return kept


@dg.asset
def contacts() -> list[dict]:
    rows = [{"email": "ana@example.com"}, {"email": None}]
    return clean_rows(rows)


defs = dg.Definitions(assets=[contacts])
