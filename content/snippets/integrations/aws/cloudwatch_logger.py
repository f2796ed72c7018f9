import dagster as dg
from dagster_aws.cloudwatch import cloudwatch_logger


@dg.asset
def customer_churn_scores(context: dg.AssetExecutionContext) -> dict[str, float]:
    scores = {"cust-001": 0.12, "cust-002": 0.81}
    high_risk = [customer for customer, score in scores.items() if score > 0.8]
    context.log.info(f"Scored {len(scores)} customers")
    if high_risk:
        context.log.warning(f"{len(high_risk)} customers at high churn risk")
    return scores


defs = dg.Definitions(
    assets=[customer_churn_scores],
    loggers={
        # Keep the terminal output; registering loggers replaces the defaults.
        "console": dg.colored_console_logger,
        "cloudwatch": cloudwatch_logger.configured(
            {
                "log_level": "INFO",
                "log_group_name": "/dagster/prod",
                "log_stream_name": "runs",
                "aws_region": "eu-west-1",
            }
        ),
    },
)
