import json
from pathlib import Path

import dagster as dg


class JsonStore:
    """A client object holding what every call needs: the folder and the encoding."""

    def __init__(self, root: str, indent: int):
        self.root = Path(root)
        self.indent = indent

    def path(self, key: dg.AssetKey) -> Path:
        return self.root.joinpath(*key.path).with_suffix(".json")


class JsonIOManager(dg.IOManager):
    def __init__(self, store: JsonStore):
        self.store = store

    def handle_output(self, context: dg.OutputContext, obj) -> None:
        path = self.store.path(context.asset_key)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(obj, indent=self.store.indent))

    def load_input(self, context: dg.InputContext):
        return json.loads(self.store.path(context.asset_key).read_text())


# A factory keeps the configuration (validated, shown in the UI) apart from the
# object that does the work, which is built once per run.
class JsonIOManagerFactory(dg.ConfigurableIOManagerFactory):
    root: str = "data"
    indent: int = 2

    def create_io_manager(self, context: dg.InitResourceContext) -> JsonIOManager:
        return JsonIOManager(JsonStore(self.root, self.indent))


@dg.asset
def countries() -> list[str]:
    return ["DE", "FR", "JP"]


@dg.asset
def country_count(countries: list[str]) -> int:
    return len(countries)


defs = dg.Definitions(
    assets=[countries, country_count],
    resources={"io_manager": JsonIOManagerFactory(root="data/json")},
)
