import os

from dagster_pipes import open_dagster_pipes

with open_dagster_pipes() as pipes:
    threshold = pipes.get_extra("threshold")
    model = os.environ["SCORING_MODEL"]
    pipes.log.info(f"Scoring with model {model}, threshold {threshold}")
    pipes.report_asset_materialization(metadata={"threshold": threshold, "model": model})
