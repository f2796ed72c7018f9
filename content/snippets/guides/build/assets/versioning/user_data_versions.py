import hashlib
import json

import dagster as dg


@dg.asset(code_version="4")
def product_catalog() -> dg.Output[list[dict]]:
    products = [{"sku": "A-100", "price": 19.99}, {"sku": "B-200", "price": 5.49}]
    # Fingerprint the value itself, so a refactor that returns identical data
    # doesn't make downstream assets look out of date.
    fingerprint = hashlib.sha256(json.dumps(products, sort_keys=True).encode()).hexdigest()
    return dg.Output(products, data_version=dg.DataVersion(fingerprint[:16]))
