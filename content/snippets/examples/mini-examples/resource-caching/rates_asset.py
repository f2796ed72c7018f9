import requests

import dagster as dg

CURRENCIES = ["USD", "GBP", "CHF", "SEK"]


# A cache that outlives runs and processes: materialize the lookup table as an asset.
@dg.asset(group_name="finance", automation_condition=dg.AutomationCondition.on_cron("0 6 * * *"))
def daily_fx_rates(context: dg.AssetExecutionContext) -> dict[str, float]:
    rates: dict[str, float] = {}
    for currency in CURRENCIES:
        response = requests.get(f"https://fx.example.com/api/rates/{currency}/EUR", timeout=10)
        response.raise_for_status()
        rates[currency] = float(response.json()["rate"])
    context.log.info(f"Fetched {len(rates)} rates")
    return rates


@dg.asset(group_name="finance")
def payouts_eur(daily_fx_rates: dict[str, float]) -> list[dict]:
    payouts = [{"payout_id": "PO-3", "amount": 900.0, "currency": "CHF"}]
    return [
        {**p, "amount_eur": round(p["amount"] * daily_fx_rates[p["currency"]], 2)}
        for p in payouts
    ]
