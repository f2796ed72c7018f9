import dagster as dg

# start_group
marts_job = dg.define_asset_job("marts_job", selection='group:"marts"')
# end_group

# start_upstream
revenue_with_upstream_job = dg.define_asset_job(
    "revenue_with_upstream_job", selection='+key:"revenue_daily"'
)
# end_upstream

# start_path
orders_to_dashboard_job = dg.define_asset_job(
    "orders_to_dashboard_job", selection='key:"stg_orders"+ and +key:"revenue_dashboard"'
)
# end_path

# start_not
dbt_without_staging_job = dg.define_asset_job(
    "dbt_without_staging_job", selection='kind:"dbt" and not group:"staging"'
)
# end_not

# start_roots
churn_sources_job = dg.define_asset_job(
    "churn_sources_job", selection='roots(+key:"churn_model")'
)
# end_roots

# start_python_api
# The same selections, built with the AssetSelection API
marts = dg.AssetSelection.groups("marts")
revenue_with_upstream = dg.AssetSelection.assets("revenue_daily").upstream()
orders_to_dashboard = dg.AssetSelection.assets("stg_orders").downstream() & dg.AssetSelection.assets(
    "revenue_dashboard"
).upstream()
# Kinds are stored as tags named dagster/kind/<kind> with an empty value
dbt_without_staging = dg.AssetSelection.tag("dagster/kind/dbt", "") - dg.AssetSelection.groups("staging")
churn_sources = dg.AssetSelection.assets("churn_model").upstream().roots()
# end_python_api
