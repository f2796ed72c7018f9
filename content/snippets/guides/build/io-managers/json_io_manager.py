import json
from pathlib import Path
from typing import Any, Union

import dagster as dg


class JsonFileIOManager(dg.ConfigurableIOManager):
    """Stores each asset as a JSON file named after its key."""

    root_dir: str = "data"
    indent: int = 2

    def _path(self, context: Union[dg.OutputContext, dg.InputContext]) -> Path:
        # ["sales", "orders"] -> data/sales/orders.json
        return Path(self.root_dir, *context.asset_key.path).with_suffix(".json")

    def handle_output(self, context: dg.OutputContext, obj: Any) -> None:
        path = self._path(context)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(obj, indent=self.indent, default=str))
        context.add_output_metadata({"path": dg.MetadataValue.path(str(path))})

    def load_input(self, context: dg.InputContext) -> Any:
        return json.loads(self._path(context).read_text())


@dg.definitions
def resources() -> dg.Definitions:
    return dg.Definitions(resources={"io_manager": JsonFileIOManager(root_dir="data/json")})
