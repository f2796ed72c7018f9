import pandas as pd

import dagster as dg
from dagster_deltalake import LocalConfig
from dagster_deltalake_pandas import DeltaLakePandasIOManager


@dg.asset(key_prefix=["audit"])
def login_attempts() -> pd.DataFrame:
    return pd.DataFrame({"user_id": [7, 9], "succeeded": [True, False]})


defs = dg.Definitions(
    assets=[login_attempts],
    resources={
        "io_manager": DeltaLakePandasIOManager(
            root_uri="data/delta",
            storage_options=LocalConfig(),
            mode="append",  # every run adds rows; re-runs duplicate them
            overwrite_schema=False,
            table_config={"delta.logRetentionDuration": "interval 30 days"},
            custom_metadata={"pipeline": "security_audit"},
        )
    },
)
