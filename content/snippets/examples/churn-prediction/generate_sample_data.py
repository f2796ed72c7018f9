"""Write three small CSV exports that stand in for the billing and support systems.

Run once from the project root: `python generate_sample_data.py`.
"""

from pathlib import Path

import numpy as np
import pandas as pd

RAW_DIR = Path("data/raw")
N_CUSTOMERS = 5_000


def main() -> None:
    rng = np.random.default_rng(seed=42)
    RAW_DIR.mkdir(parents=True, exist_ok=True)

    customer_ids = np.arange(1, N_CUSTOMERS + 1)
    signup = pd.Timestamp("2023-01-01") + pd.to_timedelta(
        rng.integers(0, 700, N_CUSTOMERS), unit="D"
    )
    customers = pd.DataFrame(
        {
            "customer_id": customer_ids,
            "signup_date": signup.date,
            "country": rng.choice(["US", "GB", "DE", "FR", "BR"], N_CUSTOMERS),
            "plan": rng.choice(["starter", "team", "business"], N_CUSTOMERS, p=[0.5, 0.35, 0.15]),
        }
    )

    seats = rng.integers(1, 50, N_CUSTOMERS)
    monthly_fee = seats * customers["plan"].map({"starter": 8, "team": 15, "business": 25})
    logins = rng.poisson(rng.gamma(shape=2.0, scale=10.0, size=N_CUSTOMERS))
    subscriptions = pd.DataFrame(
        {
            "customer_id": customer_ids,
            "seats": seats,
            "monthly_fee": monthly_fee,
            "logins_last_30d": logins,
            "payment_failures_90d": rng.poisson(0.3, N_CUSTOMERS),
        }
    )

    tickets = pd.DataFrame(
        {
            "ticket_id": np.arange(1, 12_001),
            "customer_id": rng.choice(customer_ids, 12_000),
            "priority": rng.choice(["low", "normal", "urgent"], 12_000, p=[0.5, 0.4, 0.1]),
            "opened_at": (pd.Timestamp("2024-09-01")
                          + pd.to_timedelta(rng.integers(0, 120, 12_000), unit="D")).date,
        }
    )

    # Customers who log in rarely and hit payment failures churn more often.
    risk = 0.05 + 0.45 * (logins < 8) + 0.2 * (subscriptions["payment_failures_90d"] > 0)
    customers["churned"] = (rng.random(N_CUSTOMERS) < risk).astype(int)

    customers.to_csv(RAW_DIR / "customers.csv", index=False)
    subscriptions.to_csv(RAW_DIR / "subscriptions.csv", index=False)
    tickets.to_csv(RAW_DIR / "support_tickets.csv", index=False)
    print(f"Wrote {N_CUSTOMERS} customers and {len(tickets)} tickets to {RAW_DIR}/")


if __name__ == "__main__":
    main()
