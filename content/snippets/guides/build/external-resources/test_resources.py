from collections.abc import Iterator
from unittest import mock

import requests

import dagster as dg

# In a real project these imports point at your package, for example:
# from my_project.defs.api_resource import ShopApiClient, updated_orders
# from my_project.defs.managing_resource_state import CrmApiResource
from .api_resource import ShopApiClient, updated_orders
from .managing_resource_state import CrmApiResource


# start_unit
def test_client_follows_cursor() -> None:
    client = ShopApiClient(api_token="test-token", page_size=2)
    pages = [
        {"orders": [{"id": 1}, {"id": 2}], "next_cursor": "abc"},
        {"orders": [{"id": 3}], "next_cursor": None},
    ]
    with mock.patch.object(ShopApiClient, "_request", side_effect=pages) as fake_request:
        orders = list(client.iter_orders(updated_since="2025-03-01"))

    assert [order["id"] for order in orders] == [1, 2, 3]
    assert fake_request.call_args_list[1].args[1]["cursor"] == "abc"


# end_unit


# start_fake
class FakeShopApiClient(ShopApiClient):
    """Same interface as the real client, but serves canned data."""

    def iter_orders(self, updated_since: str) -> Iterator[dict]:
        yield {"id": 1, "updated_at": updated_since}
        yield {"id": 2, "updated_at": updated_since}


def test_updated_orders_with_fake_client() -> None:
    result = dg.materialize(
        [updated_orders],
        partition_key="2025-03-01",
        resources={"shop_api": FakeShopApiClient(api_token="unused")},
    )
    assert result.success
    assert len(result.output_for_node("updated_orders")) == 2


# end_fake


# start_lifecycle
def test_crm_resource_authenticates_and_closes() -> None:
    token_response = mock.Mock(status_code=200)
    token_response.json.return_value = {"access_token": "secret-token"}

    resource = CrmApiResource(client_id="id", client_secret="secret")
    patch_token = mock.patch("requests.post", return_value=token_response)
    patch_close = mock.patch.object(requests.Session, "close")
    with patch_token, patch_close as close_session:
        with resource.yield_for_execution(dg.build_init_resource_context()) as live:
            assert live._session is not None
            assert live._session.headers["Authorization"] == "Bearer secret-token"
            close_session.assert_not_called()

    # teardown_after_execution closed the session when the context manager exited.
    close_session.assert_called_once()


# end_lifecycle
