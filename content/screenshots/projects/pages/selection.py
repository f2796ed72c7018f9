"""The sample project of the asset selection pages (raw, staging and dbt-modelled tables, a dashboard and a
model), loaded unchanged: its keys (`raw_orders`, `raw_customers`) clash with definitions.py."""

from example_loader import load

defs = load("build/assets/asset-selection-syntax/example_graph.py")
