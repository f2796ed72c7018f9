# deduplicate_events.py, the script of the Glue job "deduplicate-events"
import sys

import boto3
from awsglue.utils import getResolvedOptions
from dagster_pipes import PipesCliArgsParamsLoader, PipesS3ContextLoader, open_dagster_pipes

args = getResolvedOptions(sys.argv, ["event_date"])


def main() -> None:
    with open_dagster_pipes(
        params_loader=PipesCliArgsParamsLoader(),
        context_loader=PipesS3ContextLoader(client=boto3.client("s3")),
    ) as pipes:
        event_date = args["event_date"]
        pipes.log.info(f"Deduplicating events for {event_date}")
        removed = 42  # replace with the job's real deduplication
        pipes.report_asset_materialization(
            metadata={"event_date": event_date, "duplicates_removed": removed}
        )


if __name__ == "__main__":
    main()
