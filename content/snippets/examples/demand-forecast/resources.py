from pathlib import Path
from typing import Any, Optional

import dagster as dg
import joblib


# start_model_store
class ModelStore(dg.ConfigurableResource):
    """A minimal model registry on a file system: versioned files plus two pointers."""

    base_dir: str = "data/model_store"

    def _path(self, name: str) -> Path:
        path = Path(self.base_dir) / name
        path.parent.mkdir(parents=True, exist_ok=True)
        return path

    def save_candidate(self, model: Any, version: str) -> Path:
        model_path = self._path(f"models/{version}.joblib")
        joblib.dump(model, model_path)
        self._path("candidate.txt").write_text(version)
        return model_path

    def candidate_version(self) -> str:
        return self._path("candidate.txt").read_text().strip()

    def production_version(self) -> Optional[str]:
        pointer = self._path("production.txt")
        return pointer.read_text().strip() if pointer.exists() else None

    def promote(self, version: str) -> None:
        self._path("production.txt").write_text(version)

    def load(self, version: str) -> Any:
        return joblib.load(self._path(f"models/{version}.joblib"))
# end_model_store


# start_definitions
@dg.definitions
def resources() -> dg.Definitions:
    return dg.Definitions(
        resources={"model_store": ModelStore(base_dir="data/model_store")}
    )
# end_definitions
