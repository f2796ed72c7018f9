import dagster as dg
from api_ingest import ApiIngest, Endpoint


def test_component_matches_the_old_factory() -> None:
    component = ApiIngest(
        base_url="https://api.example.com",
        endpoints=[
            Endpoint(name="customers", path="/v1/customers"),
            Endpoint(name="invoices", path="/v1/invoices", cron="0 6 * * *"),
        ],
    )
    defs = dg.build_defs_for_component(component)

    assert {key.to_user_string() for key in defs.resolve_all_asset_keys()} == {"customers", "invoices"}
    assert defs.get_schedule_def("invoices_schedule").cron_schedule == "0 6 * * *"
    assert dg.materialize(defs.assets).success


if __name__ == "__main__":
    test_component_matches_the_old_factory()
    print("component test passed")
