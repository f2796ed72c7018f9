import dagster as dg
from dagster_azure.adls2 import ADLS2PickleIOManager
from dagster_azure.fakes import FakeADLS2Resource


@dg.asset
def invoice_totals() -> dict[str, float]:
    return {"INV-1001": 250.0, "INV-1002": 99.5}


def test_invoice_totals_round_trip_through_adls2() -> None:
    fake = FakeADLS2Resource(account_name="acmedatalake")
    result = dg.materialize(
        [invoice_totals],
        resources={"io_manager": ADLS2PickleIOManager(adls2=fake, adls2_file_system="test")},
    )
    assert result.success
    assert result.output_for_node("invoice_totals") == {"INV-1001": 250.0, "INV-1002": 99.5}
