import json
from pathlib import Path
from typing import Union

import dagster as dg


class JsonIOManager(dg.ConfigurableIOManager):
    """Stores each asset as <base_dir>/<asset key>.json and loads it back for downstream assets."""

    base_dir: str

    def _path(self, context: Union[dg.OutputContext, dg.InputContext]) -> Path:
        return Path(self.base_dir, *context.asset_key.path).with_suffix(".json")

    def handle_output(self, context: dg.OutputContext, obj) -> None:
        path = self._path(context)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(obj))
        context.add_output_metadata({"path": str(path)})

    def load_input(self, context: dg.InputContext):
        return json.loads(self._path(context).read_text())


# After: the assets only compute. What they return is stored by the I/O manager, and
# `paid_signups` receives `raw_signups` as a parameter, which also declares the dependency.
@dg.asset
def raw_signups() -> list[dict]:
    return [{"user": "ana", "plan": "pro"}, {"user": "tom", "plan": "free"}]


@dg.asset
def paid_signups(raw_signups: list[dict]) -> list[dict]:
    return [s for s in raw_signups if s["plan"] != "free"]


defs = dg.Definitions(
    assets=[raw_signups, paid_signups],
    resources={"io_manager": JsonIOManager(base_dir="data")},
)
