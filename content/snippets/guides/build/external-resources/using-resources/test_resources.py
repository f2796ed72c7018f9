import tempfile
from pathlib import Path

import dagster as dg
from resources import WarehouseResource, signups, signups_not_empty


def test_signups_with_a_temporary_database() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        warehouse = WarehouseResource(database=str(Path(tmp, "test.db")), schema_prefix="test_")
        result = dg.materialize(
            [signups, signups_not_empty], resources={"warehouse": warehouse}
        )
        assert result.success
        (check,) = result.get_asset_check_evaluations()
        assert check.passed


def test_asset_called_directly() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        warehouse = WarehouseResource(database=str(Path(tmp, "direct.db")))
        signups(warehouse=warehouse)
        with warehouse.connect() as conn:
            assert conn.execute("SELECT COUNT(*) FROM signups").fetchone() == (1,)


if __name__ == "__main__":
    test_signups_with_a_temporary_database()
    test_asset_called_directly()
    print("resource tests passed")
