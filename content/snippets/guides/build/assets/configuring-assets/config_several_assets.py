import dagster as dg


class SampleConfig(dg.Config):
    sample_rate: float = 1.0


class ReportConfig(dg.Config):
    recipients: list[str]


@dg.asset
def events_sample(context: dg.AssetExecutionContext, config: SampleConfig) -> None:
    context.log.info(f"Sampling {config.sample_rate:.0%} of events")


@dg.asset(deps=[events_sample])
def events_report(context: dg.AssetExecutionContext, config: ReportConfig) -> None:
    context.log.info(f"Mailing the report to {', '.join(config.recipients)}")


# Each asset's config goes under its own name in `ops`.
weekly_events_job = dg.define_asset_job(
    "weekly_events_job",
    selection=[events_sample, events_report],
    config=dg.RunConfig(
        ops={
            "events_sample": SampleConfig(sample_rate=0.1),
            "events_report": ReportConfig(recipients=["analytics@example.com"]),
        }
    ),
)

defs = dg.Definitions(assets=[events_sample, events_report], jobs=[weekly_events_job])
