from typing import Optional

import requests
from pydantic import PrivateAttr

import dagster as dg


# start_lifecycle
class CrmApiResource(dg.ConfigurableResource):
    """CRM client that trades a client secret for a short-lived access token."""

    base_url: str = "https://crm.example.com/api"
    client_id: str
    client_secret: str

    # Private attributes are not config: they hold state built at run time.
    _session: Optional[requests.Session] = PrivateAttr(default=None)

    def setup_for_execution(self, context: dg.InitResourceContext) -> None:
        token_response = requests.post(
            f"{self.base_url}/oauth/token",
            data={"client_id": self.client_id, "client_secret": self.client_secret},
            timeout=30,
        )
        token_response.raise_for_status()
        session = requests.Session()
        session.headers["Authorization"] = f"Bearer {token_response.json()['access_token']}"
        self._session = session
        if context.log:
            context.log.info("Authenticated against the CRM API")

    def teardown_after_execution(self, context: dg.InitResourceContext) -> None:
        if self._session is not None:
            self._session.close()

    def get_accounts(self, updated_since: str) -> list[dict]:
        if self._session is None:
            raise RuntimeError("CrmApiResource used before setup_for_execution ran")
        response = self._session.get(
            f"{self.base_url}/accounts", params={"updated_since": updated_since}, timeout=30
        )
        response.raise_for_status()
        return response.json()["accounts"]


# end_lifecycle


# start_assets
@dg.asset
def crm_accounts(crm: CrmApiResource) -> list[dict]:
    return crm.get_accounts(updated_since="2025-01-01")


@dg.asset
def crm_contacts(crm: CrmApiResource, crm_accounts: list[dict]) -> list[dict]:
    return [contact for account in crm_accounts for contact in account.get("contacts", [])]


@dg.definitions
def resources() -> dg.Definitions:
    return dg.Definitions(
        resources={
            "crm": CrmApiResource(
                client_id=dg.EnvVar("CRM_CLIENT_ID"),
                client_secret=dg.EnvVar("CRM_CLIENT_SECRET"),
            )
        }
    )


# end_assets
