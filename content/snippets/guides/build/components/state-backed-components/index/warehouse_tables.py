import json
from pathlib import Path
from typing import Optional

import dagster as dg
from dagster.components.component.state_backed_component import StateBackedComponent


def list_tables(schema: str) -> list[dict]:
    """Stand-in for a slow call to a data catalog or warehouse API."""
    return [
        {"name": "orders", "owner": "team:sales"},
        {"name": "customers", "owner": "team:crm"},
        {"name": "refunds", "owner": "team:sales"},
    ]


class WarehouseTables(StateBackedComponent, dg.Model, dg.Resolvable):
    """One observable asset per table in a warehouse schema, discovered from the catalog."""

    schema_name: str

    def get_defs_state_key(self) -> str:
        # Unique per instance, so two folders using this component don't share state.
        return f"WarehouseTables[{self.schema_name}]"

    def write_state_to_path(self, state_path: Path) -> None:
        # Called by `dg utils refresh-defs-state`, never while the code location loads.
        state_path.write_text(json.dumps(list_tables(self.schema_name)))

    def build_defs_from_state(
        self, context: dg.ComponentLoadContext, state_path: Optional[Path]
    ) -> dg.Definitions:
        if state_path is None:
            # No state has been written yet: load without these assets instead of failing.
            return dg.Definitions()
        tables = json.loads(state_path.read_text())
        specs = [
            dg.AssetSpec(
                key=[self.schema_name, table["name"]],
                owners=[table["owner"]],
                group_name=self.schema_name,
                kinds={"table"},
            )
            for table in tables
        ]
        return dg.Definitions(assets=specs)
