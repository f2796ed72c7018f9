# Runs inside the pod started by PipesK8sClient; the image needs dagster-pipes installed.
from dagster_pipes import open_dagster_pipes


def score_customers(model: str) -> int:
    # Stand-in for loading customers and scoring them with the model.
    return 5_400


if __name__ == "__main__":
    with open_dagster_pipes() as pipes:
        model = pipes.get_extra("model")
        scored = score_customers(model)
        pipes.log.info(f"Scored {scored} customers with {model}")
        pipes.report_asset_materialization(
            metadata={"scored_rows": scored, "model": model}
        )
