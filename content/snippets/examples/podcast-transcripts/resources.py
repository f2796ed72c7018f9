from pathlib import Path

import dagster as dg
from dagster_modal import ModalClient

# src/podcast_transcripts/modal_app/, the folder that holds transcribe.py
MODAL_APP_DIR = Path(__file__).resolve().parent.parent / "modal_app"


@dg.definitions
def resources() -> dg.Definitions:
    return dg.Definitions(
        resources={"modal": ModalClient(project_directory=MODAL_APP_DIR)},
    )
