import os

import dagster as dg
from dagster_weaviate import CloudConfig, WeaviateResource

ARTICLES = [
    {"title": "Resetting your password", "body": "Use the link on the sign-in page to get a reset email."},
    {"title": "Changing a delivery address", "body": "Addresses can be edited until the order is packed."},
    {"title": "Requesting a refund", "body": "Refunds are issued to the original payment method within five days."},
]


@dg.asset(kinds={"weaviate"})
def support_articles_index(weaviate: WeaviateResource) -> dg.MaterializeResult:
    with weaviate.get_client() as client:
        # The collection, with its vectorizer, is created once by your schema setup.
        articles = client.collections.get("SupportArticle")
        result = articles.data.insert_many(ARTICLES)
    return dg.MaterializeResult(
        metadata={"inserted": len(ARTICLES), "errors": len(result.errors)}
    )


@dg.asset(deps=[support_articles_index], kinds={"weaviate"})
def refund_question_answers(weaviate: WeaviateResource) -> dg.MaterializeResult:
    with weaviate.get_client() as client:
        articles = client.collections.get("SupportArticle")
        response = articles.query.near_text(query="how do I get my money back", limit=2)
    titles = [str(obj.properties["title"]) for obj in response.objects]
    return dg.MaterializeResult(metadata={"top_articles": ", ".join(titles)})


defs = dg.Definitions(
    assets=[support_articles_index, refund_question_answers],
    resources={
        "weaviate": WeaviateResource(
            connection_config=CloudConfig(cluster_url=dg.EnvVar("WEAVIATE_URL")),
            # Plain dictionaries: the secrets are read from the environment here.
            auth_credentials={"api_key": os.environ.get("WEAVIATE_API_KEY", "")},
            headers={"X-OpenAI-Api-Key": os.environ.get("OPENAI_API_KEY", "")},
        )
    },
)
