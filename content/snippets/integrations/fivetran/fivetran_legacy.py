from dagster_fivetran import FivetranResource, build_fivetran_assets

import dagster as dg

# The tables are listed by hand as "schema.table"; nothing is read from Fivetran at load time.
salesforce_tables = build_fivetran_assets(
    connector_id="omitted_quiet_1234",
    destination_tables=["salesforce.account", "salesforce.opportunity"],
    asset_key_prefix=["fivetran"],
    group_name="fivetran_raw",
    poll_interval=30,
)

defs = dg.Definitions(
    assets=[*salesforce_tables],
    resources={
        # build_fivetran_assets runs the sync through the resource bound to "fivetran".
        "fivetran": FivetranResource(
            api_key=dg.EnvVar("FIVETRAN_API_KEY"),
            api_secret=dg.EnvVar("FIVETRAN_API_SECRET"),
        ),
    },
)
