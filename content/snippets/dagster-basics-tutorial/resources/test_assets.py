from pathlib import Path

from dagster_duckdb import DuckDBResource

import dagster as dg
from ecommerce_analytics.defs.assets import raw_orders


def test_raw_orders_loads_rows(tmp_path: Path) -> None:
    # A throwaway database file, so the test never touches data/ecommerce.duckdb.
    test_db = DuckDBResource(database=str(tmp_path / "test.duckdb"))
    result = dg.materialize([raw_orders], resources={"duckdb": test_db})
    assert result.success
