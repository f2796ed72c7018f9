import os

from dagster_pipes import open_dagster_pipes


def compute_segments(segment_count: int) -> dict[str, int]:
    # Stand-in for the real clustering code that lives in the image.
    return {f"segment_{index}": 0 for index in range(segment_count)}


def main() -> None:
    with open_dagster_pipes() as pipes:
        segment_count = int(os.environ.get("SEGMENT_COUNT", "4"))
        pipes.log.info(f"Computing {segment_count} customer segments")
        segments = compute_segments(segment_count)
        pipes.report_asset_materialization(
            metadata={"segment_count": len(segments)}
        )


if __name__ == "__main__":
    main()
