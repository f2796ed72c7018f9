"""Modal app that transcribes one podcast episode with Whisper on a GPU.

Dagster starts it with `modal run transcribe.py::main` through dagster-modal's ModalClient.
"""

import json
from pathlib import Path

import modal

# start_app
app = modal.App("podcast-transcription")

image = (
    modal.Image.debian_slim()
    .apt_install("ffmpeg")  # Whisper decodes audio with ffmpeg
    .pip_install("openai-whisper", "requests")
)
# end_app


# start_function
@app.function(image=image, gpu="T4", timeout=45 * 60)
def transcribe_episode(audio_url: str, whisper_model: str) -> dict:
    """Download the audio inside the container and transcribe it."""
    import tempfile

    import requests
    import whisper

    with tempfile.NamedTemporaryFile(suffix=".mp3") as audio_file:
        with requests.get(audio_url, stream=True, timeout=60) as response:
            response.raise_for_status()
            for chunk in response.iter_content(chunk_size=1024 * 1024):
                audio_file.write(chunk)
        audio_file.flush()

        model = whisper.load_model(whisper_model)
        result = model.transcribe(audio_file.name)

    segments = [
        {"start": round(s["start"], 1), "end": round(s["end"], 1), "text": s["text"].strip()}
        for s in result["segments"]
    ]
    return {
        "language": result["language"],
        "duration_seconds": segments[-1]["end"] if segments else 0.0,
        "text": result["text"].strip(),
        "segments": segments,
    }
# end_function


# start_entrypoint
@app.local_entrypoint()
def main() -> None:
    # Runs next to the Dagster step, so it can open the Pipes session and
    # write to the project's data folder. Only transcribe_episode runs remotely.
    from dagster_pipes import open_dagster_pipes

    with open_dagster_pipes() as pipes:
        audio_url = str(pipes.get_extra("audio_url"))
        output_path = Path(str(pipes.get_extra("output_path")))
        whisper_model = str(pipes.get_extra("whisper_model"))

        pipes.log.info(f"Transcribing {pipes.partition_key} with Whisper '{whisper_model}'")
        transcript = transcribe_episode.remote(audio_url, whisper_model)

        output_path.parent.mkdir(parents=True, exist_ok=True)
        output_path.write_text(json.dumps(transcript, indent=2))

        pipes.report_asset_materialization(
            metadata={
                "language": transcript["language"],
                "duration_minutes": round(transcript["duration_seconds"] / 60, 1),
                "word_count": len(transcript["text"].split()),
                "whisper_model": whisper_model,
                "path": str(output_path),
            }
        )
# end_entrypoint
