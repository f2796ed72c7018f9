import os

import dagster as dg
from dagster_chroma import ChromaResource, HttpConfig, LocalConfig

PRODUCTS = [
    {"sku": "TNT-2P", "name": "Two-person tent", "text": "Lightweight two-person tent for summer hiking."},
    {"sku": "SLP-10", "name": "Down sleeping bag", "text": "Down sleeping bag rated to minus ten degrees."},
    {"sku": "STV-GAS", "name": "Camping stove", "text": "Compact gas stove that boils a litre in three minutes."},
]


@dg.asset(kinds={"chroma"})
def product_embeddings(chroma: ChromaResource) -> dg.MaterializeResult:
    with chroma.get_client() as client:
        collection = client.get_or_create_collection("products")
        # upsert keeps re-runs idempotent: the SKU is the document id.
        collection.upsert(
            ids=[p["sku"] for p in PRODUCTS],
            documents=[p["text"] for p in PRODUCTS],
            metadatas=[{"name": p["name"]} for p in PRODUCTS],
        )
        total = collection.count()
    return dg.MaterializeResult(metadata={"documents": total})


@dg.asset(deps=[product_embeddings], kinds={"chroma"})
def winter_gear_matches(chroma: ChromaResource) -> dg.MaterializeResult:
    with chroma.get_client() as client:
        collection = client.get_collection("products")
        results = collection.query(query_texts=["gear for cold nights"], n_results=2)
    matches = results["ids"][0]
    return dg.MaterializeResult(metadata={"matches": ", ".join(matches)})


# A Chroma server in deployed environments, an on-disk database on a laptop.
chroma_host = os.getenv("CHROMA_HOST")
connection = (
    HttpConfig(host=chroma_host, port=int(os.getenv("CHROMA_PORT", "8000")), ssl=True)
    if chroma_host
    else LocalConfig(persistence_path="./.chroma")
)

defs = dg.Definitions(
    assets=[product_embeddings, winter_gear_matches],
    resources={"chroma": ChromaResource(connection_config=connection)},
)
