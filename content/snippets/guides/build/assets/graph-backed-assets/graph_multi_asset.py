import dagster as dg


@dg.op
def load_events() -> list[dict]:
    return [
        {"user_id": 1, "type": "signup"},
        {"user_id": 1, "type": "purchase"},
        {"user_id": 2, "type": "signup"},
    ]


@dg.op
def count_signups(events: list[dict]) -> int:
    return sum(1 for e in events if e["type"] == "signup")


@dg.op
def count_purchases(events: list[dict]) -> int:
    return sum(1 for e in events if e["type"] == "purchase")


@dg.graph_multi_asset(
    outs={
        "daily_signups": dg.AssetOut(group_name="growth"),
        "daily_purchases": dg.AssetOut(group_name="growth"),
    }
)
def event_counts():
    events = load_events()
    return {
        "daily_signups": count_signups(events),
        "daily_purchases": count_purchases(events),
    }
