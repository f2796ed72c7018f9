import dagster as dg
from dagster_openai import OpenAIResource

EMBEDDING_MODEL = "text-embedding-3-small"
BATCH_SIZE = 100


# start_embeddings
@dg.asset(
    group_name="embeddings",
    kinds={"openai"},
    retry_policy=dg.RetryPolicy(max_retries=3, delay=10, backoff=dg.Backoff.EXPONENTIAL),
)
def chunk_embeddings(
    context: dg.AssetExecutionContext,
    openai: OpenAIResource,
    knowledge_chunks: list[dict[str, str]],
) -> list[dict[str, object]]:
    """One vector per chunk, computed with the OpenAI embeddings endpoint in batches."""
    embedded: list[dict[str, object]] = []
    # Every embeddings.create call made through this client adds its token usage
    # to the materialization metadata of chunk_embeddings.
    with openai.get_client(context) as client:
        for start in range(0, len(knowledge_chunks), BATCH_SIZE):
            batch = knowledge_chunks[start : start + BATCH_SIZE]
            response = client.embeddings.create(
                model=EMBEDDING_MODEL,
                input=[chunk["text"] for chunk in batch],
            )
            # The response keeps the order of the inputs.
            for chunk, item in zip(batch, response.data):
                embedded.append({**chunk, "embedding": item.embedding})
    dimensions = len(embedded[0]["embedding"]) if embedded else 0  # type: ignore[arg-type]
    context.add_output_metadata(
        {"vectors": len(embedded), "dimensions": dimensions, "model": EMBEDDING_MODEL}
    )
    return embedded
# end_embeddings
