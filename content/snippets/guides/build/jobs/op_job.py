import shutil
from pathlib import Path

import dagster as dg


class CleanupConfig(dg.Config):
    directory: str = "/tmp/exports"
    keep_last: int = 7


@dg.op
def list_old_exports(context: dg.OpExecutionContext, config: CleanupConfig) -> list[str]:
    files = sorted(Path(config.directory).glob("*.csv"))
    old = files[: max(len(files) - config.keep_last, 0)]
    context.log.info(f"{len(old)} of {len(files)} exports are older than the last {config.keep_last}")
    return [str(path) for path in old]


@dg.op
def archive_exports(context: dg.OpExecutionContext, paths: list[str]) -> int:
    archive = Path("/tmp/exports/archive")
    archive.mkdir(parents=True, exist_ok=True)
    for path in paths:
        shutil.move(path, archive / Path(path).name)
    return len(paths)


@dg.op
def report_cleanup(context: dg.OpExecutionContext, archived: int) -> None:
    context.log.info(f"Archived {archived} export files")


@dg.job(tags={"kind": "maintenance"})
def export_cleanup_job():
    report_cleanup(archive_exports(list_old_exports()))
