import dagster as dg
from dagster_chroma import ChromaResource
from dagster_openai import OpenAIResource

COLLECTION = "support_knowledge"
EMBEDDING_MODEL = "text-embedding-3-small"  # must match the model in embeddings.py
CHAT_MODEL = "gpt-4o-mini"
UPSERT_BATCH = 500


# start_store
@dg.asset(group_name="serving", kinds={"chroma"})
def support_knowledge_base(
    context: dg.AssetExecutionContext,
    chroma: ChromaResource,
    chunk_embeddings: list[dict[str, object]],
) -> dg.MaterializeResult:
    """The Chroma collection the assistant searches, kept in sync with chunk_embeddings."""
    current_ids = {str(chunk["chunk_id"]) for chunk in chunk_embeddings}
    with chroma.get_client() as client:
        collection = client.get_or_create_collection(
            COLLECTION, metadata={"hnsw:space": "cosine"}
        )
        for start in range(0, len(chunk_embeddings), UPSERT_BATCH):
            batch = chunk_embeddings[start : start + UPSERT_BATCH]
            # The chunk id is the document id, so a rerun updates instead of duplicating.
            collection.upsert(
                ids=[str(c["chunk_id"]) for c in batch],
                embeddings=[c["embedding"] for c in batch],  # type: ignore[misc]
                documents=[str(c["text"]) for c in batch],
                metadatas=[
                    {"source": str(c["source"]), "title": str(c["title"]), "url": str(c["url"])}
                    for c in batch
                ],
            )
        # Remove passages whose page was deleted or whose ticket left the export.
        stale = [doc_id for doc_id in collection.get(include=[])["ids"] if doc_id not in current_ids]
        if stale:
            collection.delete(ids=stale)
        total = collection.count()
    context.log.info(f"Upserted {len(current_ids)} chunks, deleted {len(stale)} stale ones")
    return dg.MaterializeResult(metadata={"documents": total, "deleted": len(stale)})
# end_store


# start_check
@dg.asset_check(
    asset=support_knowledge_base,
    blocking=True,
    additional_ins={"chunk_embeddings": dg.AssetIn("chunk_embeddings")},
)
def collection_matches_chunks(
    chroma: ChromaResource, chunk_embeddings: list[dict[str, object]]
) -> dg.AssetCheckResult:
    with chroma.get_client() as client:
        stored = client.get_collection(COLLECTION).count()
    return dg.AssetCheckResult(
        passed=stored == len(chunk_embeddings),
        metadata={"stored": stored, "expected": len(chunk_embeddings)},
    )
# end_check


# start_answer
class QuestionConfig(dg.Config):
    question: str = "How do I change the delivery address of a shipment that is already in transit?"
    top_k: int = 4


@dg.asset(group_name="serving", deps=[support_knowledge_base], kinds={"openai", "chroma"})
def support_answer(
    context: dg.AssetExecutionContext,
    config: QuestionConfig,
    openai: OpenAIResource,
    chroma: ChromaResource,
) -> dg.MaterializeResult:
    """Answer one question from the knowledge base and record the answer with its sources."""
    with openai.get_client(context) as client:
        query_vector = client.embeddings.create(
            model=EMBEDDING_MODEL, input=[config.question]
        ).data[0].embedding

        with chroma.get_client() as chroma_client:
            results = chroma_client.get_collection(COLLECTION).query(
                query_embeddings=[query_vector], n_results=config.top_k
            )
        passages = results["documents"][0]
        sources = results["metadatas"][0]

        numbered = "\n\n".join(
            f"[{i + 1}] {meta['title']}\n{text}"
            for i, (text, meta) in enumerate(zip(passages, sources))
        )
        response = client.chat.completions.create(
            model=CHAT_MODEL,
            temperature=0,
            messages=[
                {
                    "role": "system",
                    "content": "You answer questions from Parcelwise customers. Use only the "
                    "numbered passages, cite them like [1], and say you don't know if they "
                    "do not contain the answer.",
                },
                {"role": "user", "content": f"Passages:\n{numbered}\n\nQuestion: {config.question}"},
            ],
        )
    answer = response.choices[0].message.content or ""
    distances = results["distances"][0] if results["distances"] else []
    source_list = "\n".join(f"{i + 1}. [{m['title']}]({m['url']})" for i, m in enumerate(sources))
    return dg.MaterializeResult(
        metadata={
            "question": config.question,
            "answer": dg.MetadataValue.md(f"{answer}\n\n**Sources**\n\n{source_list}"),
            "best_distance": float(distances[0]) if distances else -1.0,
        }
    )
# end_answer


# start_schedule
refresh_knowledge_base = dg.ScheduleDefinition(
    name="refresh_knowledge_base",
    cron_schedule="0 5 * * *",
    target=dg.AssetSelection.groups("ingestion", "embeddings")
    | dg.AssetSelection.assets(support_knowledge_base),
)
# end_schedule
