import dagster as dg


@dg.asset(
    tags={
        "domain": "marketing",
        "pii": "true",
        "sla": "daily",
        "certified": "",  # an empty value makes this a label
    }
)
def email_subscribers() -> None: ...


@dg.multi_asset(
    specs=[
        dg.AssetSpec("campaigns", tags={"domain": "marketing"}),
        dg.AssetSpec("campaign_spend", tags={"domain": "marketing", "pii": "false"}),
    ]
)
def ads_platform_sync():
    yield dg.MaterializeResult(asset_key="campaigns")
    yield dg.MaterializeResult(asset_key="campaign_spend")


# Tags are also how you select assets, for example in a job.
marketing_job = dg.define_asset_job("marketing_job", selection='tag:"domain"="marketing"')
