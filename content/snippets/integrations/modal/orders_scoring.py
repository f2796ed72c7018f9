"""Modal app started by Dagster with `modal run orders_scoring.py::main`."""

import modal

app = modal.App("orders-scoring")
image = modal.Image.debian_slim().pip_install("numpy")


@app.function(image=image, gpu="T4", timeout=600)
def score_orders(batch_date: str) -> int:
    import numpy as np

    # Stand-in for a model that scores the day's orders for fraud on a GPU.
    rng = np.random.default_rng(seed=len(batch_date))
    scores = rng.random(10_000)
    return int((scores > 0.99).sum())


@app.local_entrypoint()
def main() -> None:
    # Runs on the machine that launched `modal run`, next to the Dagster step,
    # so the Pipes session reaches it through the local environment.
    from dagster_pipes import open_dagster_pipes

    with open_dagster_pipes() as pipes:
        batch_date = str(pipes.get_extra("batch_date"))
        pipes.log.info(f"Scoring orders for {batch_date} on Modal")
        flagged = score_orders.remote(batch_date)
        pipes.report_asset_materialization(
            metadata={"batch_date": batch_date, "flagged_orders": flagged}
        )
