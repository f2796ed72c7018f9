from typing import Optional

import requests
from pydantic import PrivateAttr

import dagster as dg


# start_oauth
class CrmApi(dg.ConfigurableResource):
    token_url: str = "https://login.example.com/oauth2/token"
    base_url: str = "https://crm.example.com/api"
    client_id: str
    client_secret: str

    _token: Optional[str] = PrivateAttr(default=None)

    def setup_for_execution(self, context: dg.InitResourceContext) -> None:
        # Runs once per run (or per step process) before the first asset uses the resource.
        response = requests.post(
            self.token_url,
            data={"grant_type": "client_credentials"},
            auth=(self.client_id, self.client_secret),
            timeout=30,
        )
        response.raise_for_status()
        self._token = response.json()["access_token"]

    def get(self, path: str) -> dict:
        response = requests.get(
            f"{self.base_url}/{path}",
            headers={"Authorization": f"Bearer {self._token}"},
            timeout=30,
        )
        response.raise_for_status()
        return response.json()


@dg.asset
def crm_accounts(crm: CrmApi) -> None:
    crm.get("accounts")


defs = dg.Definitions(
    assets=[crm_accounts],
    resources={
        "crm": CrmApi(
            client_id=dg.EnvVar("CRM_CLIENT_ID"),
            client_secret=dg.EnvVar("CRM_CLIENT_SECRET"),
        )
    },
)
# end_oauth
