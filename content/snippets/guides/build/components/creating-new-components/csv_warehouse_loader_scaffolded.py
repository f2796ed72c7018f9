import dagster as dg


class CsvWarehouseLoader(dg.Component, dg.Model, dg.Resolvable):
    """Loads CSV files into a DuckDB warehouse.

    Each configured file becomes one table and one Dagster asset.
    """

    # Fields declared here become the YAML schema under `attributes:`
    # and the keyword arguments when you build the component in Python.

    def build_defs(self, context: dg.ComponentLoadContext) -> dg.Definitions:
        # Turn the component's attributes into Dagster definitions here.
        return dg.Definitions()
