import json
from pathlib import Path
from typing import Union

import dagster as dg


# start_io_manager
class JsonFileIOManager(dg.ConfigurableIOManager):
    """Stores each asset's output as a JSON file named after its asset key."""

    base_dir: str = "data/assets"

    def _path_for(self, context: Union[dg.InputContext, dg.OutputContext]) -> Path:
        return Path(self.base_dir, *context.asset_key.path).with_suffix(".json")

    def handle_output(self, context: dg.OutputContext, obj: list[dict]) -> None:
        path = self._path_for(context)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(obj))

    def load_input(self, context: dg.InputContext) -> list[dict]:
        return json.loads(self._path_for(context).read_text())


# end_io_manager


@dg.asset
def vip_customers() -> list[dict]:
    return [{"customer_id": 17, "tier": "gold"}, {"customer_id": 42, "tier": "platinum"}]


@dg.asset
def vip_mailing_list(vip_customers: list[dict]) -> list[int]:
    return [customer["customer_id"] for customer in vip_customers]


@dg.definitions
def resources() -> dg.Definitions:
    # "io_manager" is the key Dagster uses for every asset that does not pick another one.
    return dg.Definitions(resources={"io_manager": JsonFileIOManager()})
