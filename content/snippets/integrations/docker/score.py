# Runs inside the container started by PipesDockerClient; the image needs dagster-pipes installed.
from dagster_pipes import open_dagster_pipes


def score_segment(segment: str) -> float:
    # Stand-in for scoring the customers of one segment.
    return 0.061


if __name__ == "__main__":
    with open_dagster_pipes() as pipes:
        segment = pipes.get_extra("segment")
        churn_rate = score_segment(segment)
        pipes.log.info(f"Scored segment {segment}")
        pipes.report_asset_materialization(
            metadata={"segment": segment, "churn_rate": churn_rate}
        )
