import dagster as dg
from resources import RESOURCES, customers


def test_every_environment_binds_every_resource() -> None:
    for name, resources in RESOURCES.items():
        # Fails if an environment forgets a resource that an asset needs.
        dg.Definitions.validate_loadable(dg.Definitions(assets=[customers], resources=resources))


def test_customers_locally() -> None:
    result = dg.materialize([customers], resources=RESOURCES["local"])
    assert result.output_for_node("customers") == ["dev.customers"]


if __name__ == "__main__":
    test_every_environment_binds_every_resource()
    test_customers_locally()
    print("environment tests passed")
