import hashlib
import json
from pathlib import Path
from typing import Optional

import dagster as dg
import feedparser
from dagster_modal import ModalClient

EPISODES_DIR = Path("data/episodes")

# Replace these with the feeds you want to follow: slug -> RSS URL.
PODCAST_FEEDS = {
    "data-pipelines-weekly": "https://feeds.example.com/data-pipelines-weekly.xml",
    "ml-in-production": "https://feeds.example.com/ml-in-production.xml",
}

episode_partitions = dg.DynamicPartitionsDefinition(name="podcast_episodes")

# Each new episode costs GPU time: cap how many one sensor tick may start.
MAX_NEW_EPISODES_PER_TICK = 5


# start_helpers
def episode_key(feed_slug: str, entry_id: str) -> str:
    """Stable, URL-safe partition key: feed slug plus a short hash of the RSS guid."""
    digest = hashlib.sha1(entry_id.encode("utf-8")).hexdigest()[:12]
    return f"{feed_slug}--{digest}"


def audio_url_of(entry: dict) -> Optional[str]:
    for enclosure in entry.get("enclosures", []):
        if enclosure.get("type", "").startswith("audio/"):
            return enclosure.get("href")
    return None


def episode_dir(partition_key: str) -> Path:
    return EPISODES_DIR / partition_key
# end_helpers


# start_metadata
@dg.asset(partitions_def=episode_partitions, group_name="podcasts", kinds={"rss"})
def episode_metadata(context: dg.AssetExecutionContext) -> dg.MaterializeResult:
    """Title, publication date and audio URL of one episode, read from its feed."""
    feed_slug = context.partition_key.split("--")[0]
    feed = feedparser.parse(PODCAST_FEEDS[feed_slug])

    for entry in feed.entries:
        entry_id = entry.get("id") or entry.get("link", "")
        if episode_key(feed_slug, entry_id) != context.partition_key:
            continue
        audio_url = audio_url_of(entry)
        if audio_url is None:
            raise dg.Failure(f"Episode {entry.get('title')!r} has no audio enclosure")
        metadata = {
            "feed": feed_slug,
            "title": entry.get("title", ""),
            "published": entry.get("published", ""),
            "audio_url": audio_url,
        }
        target = episode_dir(context.partition_key) / "metadata.json"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(json.dumps(metadata, indent=2))
        return dg.MaterializeResult(
            metadata={"title": metadata["title"], "audio_url": dg.MetadataValue.url(audio_url)}
        )

    raise dg.Failure(f"{context.partition_key} is no longer listed in the {feed_slug} feed")
# end_metadata


# start_transcript
class TranscriptionConfig(dg.Config):
    whisper_model: str = "small"


@dg.asset(
    partitions_def=episode_partitions,
    deps=[episode_metadata],
    group_name="podcasts",
    kinds={"modal"},
)
def episode_transcript(
    context: dg.AssetExecutionContext,
    config: TranscriptionConfig,
    modal: ModalClient,
) -> dg.MaterializeResult:
    """Whisper transcript of one episode, computed on a Modal GPU."""
    folder = episode_dir(context.partition_key)
    metadata = json.loads((folder / "metadata.json").read_text())

    return modal.run(
        func_ref="transcribe.py::main",
        context=context,
        extras={
            "audio_url": metadata["audio_url"],
            # Absolute, because `modal run` starts in the Modal app's folder.
            "output_path": str((folder / "transcript.json").resolve()),
            "whisper_model": config.whisper_model,
        },
    ).get_materialize_result()
# end_transcript


# start_show_notes
@dg.asset(
    partitions_def=episode_partitions,
    deps=[episode_transcript],
    group_name="podcasts",
    kinds={"markdown"},
)
def episode_show_notes(context: dg.AssetExecutionContext) -> dg.MaterializeResult:
    """Markdown show notes with a timestamp roughly every five minutes."""
    folder = episode_dir(context.partition_key)
    metadata = json.loads((folder / "metadata.json").read_text())
    transcript = json.loads((folder / "transcript.json").read_text())

    lines = [f"# {metadata['title']}", "", f"Published: {metadata['published']}", ""]
    next_mark = 0.0
    for segment in transcript["segments"]:
        if segment["start"] >= next_mark:
            minutes, seconds = divmod(int(segment["start"]), 60)
            lines.append(f"- **{minutes:02d}:{seconds:02d}** {segment['text']}")
            next_mark += 300
    (folder / "show_notes.md").write_text("\n".join(lines) + "\n")
    return dg.MaterializeResult(metadata={"timestamps": len(lines) - 4})
# end_show_notes


# start_sensor
@dg.sensor(
    target=[episode_metadata, episode_transcript, episode_show_notes],
    minimum_interval_seconds=30 * 60,
)
def new_episode_sensor(context: dg.SensorEvaluationContext) -> dg.SensorResult:
    """Poll every feed, add a partition per new episode and request a run for it."""
    new_keys: list[str] = []
    for feed_slug, url in PODCAST_FEEDS.items():
        feed = feedparser.parse(url)
        for entry in feed.entries:
            if audio_url_of(entry) is None:
                continue
            key = episode_key(feed_slug, entry.get("id") or entry.get("link", ""))
            already_known = context.instance.has_dynamic_partition(
                episode_partitions.name, key
            )
            if not already_known and key not in new_keys:
                new_keys.append(key)

    # The rest are picked up by later ticks, because they are still unknown.
    new_keys = new_keys[:MAX_NEW_EPISODES_PER_TICK]

    if not new_keys:
        return dg.SensorResult(skip_reason="No new episodes")
    return dg.SensorResult(
        run_requests=[dg.RunRequest(partition_key=key, run_key=key) for key in new_keys],
        dynamic_partitions_requests=[episode_partitions.build_add_request(new_keys)],
    )
# end_sensor
