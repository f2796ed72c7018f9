import dagster as dg


class ReportConfig(dg.Config):
    region: str = "emea"


@dg.asset
def sales(context: dg.AssetExecutionContext, config: ReportConfig) -> None:
    context.log.info(f"Loading sales for {config.region}")


@dg.asset(deps=[sales])
def sales_report() -> None: ...


sales_job = dg.define_asset_job("sales_job", selection=[sales, sales_report])

defs = dg.Definitions(assets=[sales, sales_report], jobs=[sales_job])
