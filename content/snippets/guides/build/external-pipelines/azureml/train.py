# azureml_src/train.py, uploaded as the code of the Azure ML command job
import argparse
import os

from dagster_pipes import PipesEnvVarParamsLoader, open_dagster_pipes
from sklearn.datasets import load_diabetes
from sklearn.ensemble import GradientBoostingRegressor
from sklearn.metrics import mean_absolute_percentage_error
from sklearn.model_selection import train_test_split


class OutputFolderParamsLoader(PipesEnvVarParamsLoader):
    """Context from DAGSTER_PIPES_CONTEXT; messages to a file in the job's `pipes` output."""

    def __init__(self, folder: str):
        super().__init__()
        self._messages_path = os.path.join(folder, "messages.jsonl")

    def load_messages_params(self):
        # The bootstrap value is empty: only the job knows where its output folder is mounted.
        return {"path": self._messages_path}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--pipes-dir", required=True)
    args = parser.parse_args()

    with open_dagster_pipes(params_loader=OutputFolderParamsLoader(args.pipes_dir)) as pipes:
        learning_rate = float(pipes.get_extra("learning_rate"))
        pipes.log.info(f"Training with learning rate {learning_rate}")

        features, target = load_diabetes(return_X_y=True)
        x_train, x_test, y_train, y_test = train_test_split(
            features, target, test_size=0.2, random_state=0
        )
        model = GradientBoostingRegressor(learning_rate=learning_rate, random_state=0)
        model.fit(x_train, y_train)
        mape = float(mean_absolute_percentage_error(y_test, model.predict(x_test)))

        pipes.report_asset_materialization(
            metadata={
                "validation_mape": mape,
                "learning_rate": learning_rate,
                "training_rows": len(x_train),
            }
        )
        pipes.report_asset_check(
            check_name="mape_below_threshold",
            passed=mape < 0.45,
            metadata={"validation_mape": mape},
        )


if __name__ == "__main__":
    main()
