import dagster as dg


class ExportConfig(dg.Config):
    bucket: str
    # A field typed as a config source may be given as {"env": "VAR"} in run configuration.
    api_token: str


@dg.asset
def export_report(context: dg.AssetExecutionContext, config: ExportConfig) -> None:
    context.log.info(f"Uploading to {config.bucket}")


# The run configuration names an environment variable instead of the secret itself:
# the value is read in the run's process, and only {"env": "REPORT_API_TOKEN"} is
# stored with the run and shown in the UI.
export_job = dg.define_asset_job(
    "export_job",
    selection=[export_report],
    config={
        "ops": {
            "export_report": {
                "config": {
                    "bucket": "reports-prod",
                    "api_token": {"env": "REPORT_API_TOKEN"},
                }
            }
        }
    },
)

defs = dg.Definitions(assets=[export_report], jobs=[export_job])
