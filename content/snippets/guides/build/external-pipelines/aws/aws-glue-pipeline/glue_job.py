# glue_job.py, the script of the AWS Glue job "orders-dedupe"
import sys

import boto3
from awsglue.utils import getResolvedOptions
from dagster_pipes import (
    PipesCliArgsParamsLoader,
    PipesS3ContextLoader,
    open_dagster_pipes,
)

# Your own job arguments; Glue passes them on the command line as well.
args = getResolvedOptions(sys.argv, ["orders_date"])


def main() -> None:
    with open_dagster_pipes(
        # Pipes params arrive as --dagster-pipes-context / --dagster-pipes-messages
        params_loader=PipesCliArgsParamsLoader(),
        context_loader=PipesS3ContextLoader(client=boto3.client("s3")),
    ) as pipes:
        pipes.log.info(f"Deduplicating orders for {args['orders_date']}")
        duplicates_removed = 17  # ... the job's real work ...
        pipes.report_asset_materialization(
            metadata={
                "orders_date": args["orders_date"],
                "duplicates_removed": duplicates_removed,
            }
        )


if __name__ == "__main__":
    main()
