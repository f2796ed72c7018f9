import dagster as dg


@dg.op
def extract_tickets() -> list[dict]:
    return [{"ticket_id": 7, "priority": "high"}]


@dg.op
def summarize_tickets(tickets: list[dict]) -> dict[str, int]:
    summary: dict[str, int] = {}
    for ticket in tickets:
        summary[ticket["priority"]] = summary.get(ticket["priority"], 0) + 1
    return summary


@dg.graph
def ticket_summary_graph() -> dict[str, int]:
    return summarize_tickets(extract_tickets())


# Turn an existing graph into an asset, for example one shared with an op job.
ticket_summary = dg.AssetsDefinition.from_graph(
    ticket_summary_graph,
    keys_by_output_name={"result": dg.AssetKey(["support", "ticket_summary"])},
    group_name="support",
)
