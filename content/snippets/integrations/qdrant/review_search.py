import dagster as dg
from dagster_qdrant import QdrantConfig, QdrantResource

REVIEWS = [
    "The jacket kept me dry through a full day of rain.",
    "Zip broke after two weeks, returned it.",
    "Runs small, order one size up.",
    "Great value, the colour is exactly as pictured.",
]


@dg.asset(kinds={"qdrant"})
def review_vectors(qdrant: QdrantResource) -> dg.MaterializeResult:
    with qdrant.get_client() as client:
        # add() embeds the texts locally with FastEmbed and creates the collection if needed.
        ids = client.add(collection_name="product_reviews", documents=REVIEWS)
    return dg.MaterializeResult(metadata={"points_written": len(ids)})


@dg.asset(deps=[review_vectors], kinds={"qdrant"})
def sizing_complaints(qdrant: QdrantResource) -> dg.MaterializeResult:
    with qdrant.get_client() as client:
        hits = client.query(
            collection_name="product_reviews",
            query_text="the size is wrong",
            limit=2,
        )
    return dg.MaterializeResult(
        metadata={"matches": dg.MetadataValue.json([hit.document for hit in hits])}
    )


defs = dg.Definitions(
    assets=[review_vectors, sizing_complaints],
    resources={
        "qdrant": QdrantResource(
            config=QdrantConfig(
                host=dg.EnvVar("QDRANT_HOST"),
                api_key=dg.EnvVar("QDRANT_API_KEY"),
            )
        )
    },
)
