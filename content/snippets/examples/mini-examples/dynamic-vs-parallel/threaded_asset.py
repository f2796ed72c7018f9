from concurrent.futures import ThreadPoolExecutor

import requests

import dagster as dg

PRODUCT_API = "https://catalog.example.com/api/products"


def fetch_product(product_id: int) -> dict:
    response = requests.get(f"{PRODUCT_API}/{product_id}", timeout=10)
    response.raise_for_status()
    return response.json()


# Option 4: many small I/O-bound calls inside one step.
@dg.asset(group_name="catalog")
def product_details(context: dg.AssetExecutionContext) -> list[dict]:
    product_ids = list(range(1, 201))
    with ThreadPoolExecutor(max_workers=16) as pool:
        products = list(pool.map(fetch_product, product_ids))
    context.log.info(f"Fetched {len(products)} products")
    return products
