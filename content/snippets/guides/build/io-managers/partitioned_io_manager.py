import json
from pathlib import Path
from typing import Any, Union

import dagster as dg


class PartitionedJsonIOManager(dg.ConfigurableIOManager):
    root_dir: str = "data"

    def _path(self, context: Union[dg.OutputContext, dg.InputContext]) -> Path:
        base = Path(self.root_dir, *context.asset_key.path)
        if context.has_asset_partitions:
            # One file per partition: data/events/2024-06-01.json
            return base / f"{context.asset_partition_key}.json"
        return base.with_suffix(".json")

    def handle_output(self, context: dg.OutputContext, obj: Any) -> None:
        path = self._path(context)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(obj))

    def load_input(self, context: dg.InputContext) -> Any:
        return json.loads(self._path(context).read_text())
