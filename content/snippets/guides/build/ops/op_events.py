import dagster as dg


@dg.op(out=dg.Out(list))
def export_orders(context: dg.OpExecutionContext) -> dg.Output[list]:
    orders = [{"order_id": 1001, "amount": 19.99}, {"order_id": 1002, "amount": 5.00}]
    export_path = "s3://acme-exports/orders/2024-06-01.parquet"

    # An op that writes to a table or file can say so: the asset shows up in the
    # asset catalog with this materialization in its history.
    context.log_event(
        dg.AssetMaterialization(
            asset_key=["exports", "orders"],
            description="Nightly export of the orders table",
            metadata={
                "path": dg.MetadataValue.path(export_path),
                "dagster/row_count": len(orders),
            },
        )
    )

    # Output metadata is shown on the step in the run view.
    return dg.Output(
        orders,
        metadata={
            "row_count": len(orders),
            "total_amount": sum(order["amount"] for order in orders),
        },
    )


@dg.op
def audit_source_table(context: dg.OpExecutionContext) -> None:
    # An observation records facts about an asset without claiming to have changed it.
    context.log_event(
        dg.AssetObservation(
            asset_key="orders",
            metadata={"dagster/row_count": 48_213, "last_updated_by": "ingestion"},
        )
    )


@dg.op
def validate_export(context: dg.OpExecutionContext, orders: list) -> None:
    negative = [order["order_id"] for order in orders if order["amount"] < 0]
    if negative:
        # Failure ends the step with a readable message and structured metadata.
        raise dg.Failure(
            description=f"{len(negative)} orders have a negative amount",
            metadata={"order_ids": dg.MetadataValue.json(negative)},
        )
    context.add_output_metadata({"checked_orders": len(orders)})


@dg.op
def dashboard_link(context: dg.OpExecutionContext) -> str:
    url = "https://bi.example.com/dashboards/orders"
    context.add_output_metadata({"dashboard": dg.MetadataValue.url(url)})
    return url


@dg.job
def nightly_export_job():
    audit_source_table()
    validate_export(export_orders())
    dashboard_link()
