import json
from dataclasses import dataclass

import dagster as dg
import feedparser
from dagster_modal import ModalClient

from podcast_transcripts.defs.podcasts import audio_url_of, episode_dir, episode_key


# start_spec
@dataclass(frozen=True)
class PodcastFeed:
    slug: str
    url: str
    whisper_model: str = "small"  # larger models for shows with accents or jargon
    poll_minutes: int = 30
    max_new_per_tick: int = 5


FEEDS = [
    PodcastFeed("data-pipelines-weekly", "https://feeds.example.com/data-pipelines-weekly.xml"),
    PodcastFeed(
        "ml-in-production",
        "https://feeds.example.com/ml-in-production.xml",
        whisper_model="medium",
        poll_minutes=120,
    ),
]
# end_spec


# start_factory
def build_podcast_pipeline(feed: PodcastFeed) -> dg.Definitions:
    """Assets, partitions and sensor for one podcast, namespaced by its slug."""
    partitions = dg.DynamicPartitionsDefinition(name=f"{feed.slug.replace('-', '_')}_episodes")
    group = feed.slug.replace("-", "_")

    @dg.asset(
        key=[feed.slug, "episode_metadata"],
        partitions_def=partitions,
        group_name=group,
        kinds={"rss"},
    )
    def episode_metadata(context: dg.AssetExecutionContext) -> dg.MaterializeResult:
        for entry in feedparser.parse(feed.url).entries:
            entry_id = entry.get("id") or entry.get("link", "")
            if episode_key(feed.slug, entry_id) != context.partition_key:
                continue
            metadata = {"title": entry.get("title", ""), "audio_url": audio_url_of(entry)}
            target = episode_dir(context.partition_key) / "metadata.json"
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(json.dumps(metadata))
            return dg.MaterializeResult(metadata={"title": metadata["title"]})
        raise dg.Failure(f"{context.partition_key} is no longer in the {feed.slug} feed")

    @dg.asset(
        key=[feed.slug, "episode_transcript"],
        deps=[episode_metadata],
        partitions_def=partitions,
        group_name=group,
        kinds={"modal"},
    )
    def episode_transcript(
        context: dg.AssetExecutionContext, modal: ModalClient
    ) -> dg.MaterializeResult:
        folder = episode_dir(context.partition_key)
        metadata = json.loads((folder / "metadata.json").read_text())
        return modal.run(
            func_ref="transcribe.py::main",
            context=context,
            extras={
                "audio_url": metadata["audio_url"],
                "output_path": str((folder / "transcript.json").resolve()),
                "whisper_model": feed.whisper_model,  # per feed, from the spec
            },
        ).get_materialize_result()

    @dg.sensor(
        name=f"{group}_new_episodes",
        target=[episode_metadata, episode_transcript],
        minimum_interval_seconds=feed.poll_minutes * 60,
    )
    def new_episodes(context: dg.SensorEvaluationContext) -> dg.SensorResult:
        new_keys = []
        for entry in feedparser.parse(feed.url).entries:
            key = episode_key(feed.slug, entry.get("id") or entry.get("link", ""))
            known = context.instance.has_dynamic_partition(partitions.name, key)
            if audio_url_of(entry) and not known and key not in new_keys:
                new_keys.append(key)
        new_keys = new_keys[: feed.max_new_per_tick]
        return dg.SensorResult(
            run_requests=[dg.RunRequest(partition_key=key) for key in new_keys],
            dynamic_partitions_requests=[partitions.build_add_request(new_keys)],
        )

    return dg.Definitions(assets=[episode_metadata, episode_transcript], sensors=[new_episodes])
# end_factory


# start_defs
@dg.definitions
def podcast_pipelines() -> dg.Definitions:
    return dg.Definitions.merge(*(build_podcast_pipeline(feed) for feed in FEEDS))
# end_defs
