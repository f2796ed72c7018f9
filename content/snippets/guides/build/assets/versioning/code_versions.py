import dagster as dg


@dg.asset(code_version="1")
def product_catalog() -> list[dict]:
    return [{"sku": "A-100", "price": 19.99}, {"sku": "B-200", "price": 5.49}]


# Bump code_version whenever the logic changes in a way that changes the output.
@dg.asset(code_version="3")
def discounted_catalog(product_catalog: list[dict]) -> list[dict]:
    return [{**p, "price": round(p["price"] * 0.9, 2)} for p in product_catalog]
