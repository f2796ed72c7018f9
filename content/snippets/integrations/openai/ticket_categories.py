import pandas as pd
from dagster_openai import OpenAIResource

import dagster as dg


@dg.asset
def support_tickets() -> pd.DataFrame:
    # In a real project this would read from your helpdesk export or warehouse.
    return pd.DataFrame(
        {
            "ticket_id": [5101, 5102, 5103],
            "body": [
                "My order 1042 arrived with a cracked lid, can I get a replacement?",
                "I was charged twice for order 1088.",
                "How do I change the delivery address on an open order?",
            ],
        }
    )


@dg.asset(kinds={"openai"})
def ticket_categories(
    context: dg.AssetExecutionContext,
    openai: OpenAIResource,
    support_tickets: pd.DataFrame,
) -> pd.DataFrame:
    categories: list[str] = []
    # Token usage of every call made through this client is added to the
    # materialization metadata of `ticket_categories`.
    with openai.get_client(context) as client:
        for body in support_tickets["body"]:
            response = client.chat.completions.create(
                model="gpt-4o-mini",
                messages=[
                    {
                        "role": "system",
                        "content": "Classify the ticket as one of: damage, billing, delivery, other. "
                        "Answer with the single word only.",
                    },
                    {"role": "user", "content": body},
                ],
            )
            categories.append((response.choices[0].message.content or "other").strip().lower())
    return support_tickets.assign(category=categories)


@dg.multi_asset(
    specs=[
        dg.AssetSpec("product_descriptions", kinds={"openai"}),
        dg.AssetSpec("product_keywords", kinds={"openai"}),
    ],
)
def product_copy(context: dg.AssetExecutionContext, openai: OpenAIResource):
    # In a multi-asset, say which asset each client's usage belongs to.
    with openai.get_client_for_asset(context, dg.AssetKey("product_descriptions")) as client:
        description = client.chat.completions.create(
            model="gpt-4o-mini",
            messages=[{"role": "user", "content": "Write two sentences about a blue ceramic mug."}],
        )
    with openai.get_client_for_asset(context, dg.AssetKey("product_keywords")) as client:
        keywords = client.chat.completions.create(
            model="gpt-4o-mini",
            messages=[{"role": "user", "content": "Five search keywords for a blue ceramic mug."}],
        )
    yield dg.MaterializeResult(
        asset_key="product_descriptions",
        metadata={"preview": description.choices[0].message.content or ""},
    )
    yield dg.MaterializeResult(
        asset_key="product_keywords",
        metadata={"preview": keywords.choices[0].message.content or ""},
    )


defs = dg.Definitions(
    assets=[support_tickets, ticket_categories, product_copy],
    resources={"openai": OpenAIResource(api_key=dg.EnvVar("OPENAI_API_KEY"))},
)
