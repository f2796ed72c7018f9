import pandas as pd
from dagster_anthropic import AnthropicResource

import dagster as dg

# Any Claude model your API key can use.
CLAUDE_MODEL = "claude-3-5-sonnet-20241022"


@dg.asset
def product_reviews() -> pd.DataFrame:
    # Stand-in for a load from your review platform or warehouse.
    return pd.DataFrame(
        {
            "review_id": [901, 902, 903],
            "product_id": ["mug-blue", "mug-blue", "kettle-steel"],
            "text": [
                "Lovely colour, but the handle chipped within a week.",
                "Exactly as pictured and arrived quickly.",
                "Whistle is far too quiet, I keep forgetting it on the stove.",
            ],
        }
    )


@dg.asset(kinds={"anthropic"})
def review_sentiment(
    context: dg.AssetExecutionContext,
    anthropic: AnthropicResource,
    product_reviews: pd.DataFrame,
) -> pd.DataFrame:
    labels: list[str] = []
    # Calls to client.messages.create inside this block add their token
    # counts to the materialization metadata of `review_sentiment`.
    with anthropic.get_client(context) as client:
        for text in product_reviews["text"]:
            message = client.messages.create(
                model=CLAUDE_MODEL,
                max_tokens=5,
                system="Reply with exactly one word: positive, negative or mixed.",
                messages=[{"role": "user", "content": text}],
            )
            first_block = message.content[0]
            label = first_block.text if first_block.type == "text" else "mixed"
            labels.append(label.strip().lower())
    return product_reviews.assign(sentiment=labels)


defs = dg.Definitions(
    assets=[product_reviews, review_sentiment],
    resources={"anthropic": AnthropicResource(api_key=dg.EnvVar("ANTHROPIC_API_KEY"))},
)
