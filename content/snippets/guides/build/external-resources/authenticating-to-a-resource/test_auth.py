import dagster as dg
from api_key import BillingApi, open_invoices


def test_asset_with_fake_client() -> None:
    calls: list[str] = []

    class FakeBilling(BillingApi):
        def get(self, path: str) -> dict:
            calls.append(path)
            return {"invoices": []}

    result = dg.materialize([open_invoices], resources={"billing": FakeBilling(api_key="test")})
    assert result.success
    assert calls == ["invoices?status=open"]


if __name__ == "__main__":
    test_asset_with_fake_client()
    print("auth tests passed")
