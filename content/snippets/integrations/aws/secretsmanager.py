import json
import urllib.request

import dagster as dg
from dagster_aws.secretsmanager import SecretsManagerSecretsResource


@dg.asset
def crm_contacts(context: dg.AssetExecutionContext, secrets: SecretsManagerSecretsResource) -> list[dict]:
    """Download contacts from the CRM with an API key kept in Secrets Manager."""
    api_key = secrets.fetch_secrets()["prod/crm-api-key"]
    request = urllib.request.Request(
        "https://crm.example.com/api/contacts", headers={"Authorization": f"Bearer {api_key}"}
    )
    with urllib.request.urlopen(request) as response:
        contacts: list[dict] = json.load(response)
    context.add_output_metadata({"contacts": len(contacts)})
    return contacts


@dg.asset(deps=[crm_contacts])
def contacts_synced_to_warehouse(
    context: dg.AssetExecutionContext, secrets: SecretsManagerSecretsResource
) -> None:
    """Tools that read credentials from the environment get them only inside the block."""
    with secrets.secrets_in_environment() as values:
        context.log.info(f"{len(values)} secrets exposed to the sync tool")
        # ... call a client library that reads its credentials from os.environ ...


defs = dg.Definitions(
    assets=[crm_contacts, contacts_synced_to_warehouse],
    resources={
        "secrets": SecretsManagerSecretsResource(
            region_name="eu-west-1",
            secrets=["arn:aws:secretsmanager:eu-west-1:123456789012:secret:prod/crm-api-key-AbCdEf"],
            secrets_tag="dagster",
        )
    },
)
