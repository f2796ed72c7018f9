"""More examples whose asset keys clash with definitions.py and checks.py: running a subset of asset checks
(`orders`, `customers`, `products`), the basic asset of Defining assets (`daily_orders`) and the concurrency
pools guide (`revenue_by_region`); and the configuring-resources guide, whose `warehouse` resource would
otherwise join the Resources list photographed for the defining-resources guide."""

import dagster as dg
from example_loader import load

defs = dg.Definitions.merge(
    load("test/running-a-subset-of-asset-checks/subset_checks.py"),
    load("build/assets/defining-assets/basic_asset.py"),
    load("operate/concurrency_pools.py"),
    load("build/external-resources/configuring_resources.py"),
)
