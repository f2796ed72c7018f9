import pandas as pd

import dagster as dg


def table_schema(df: pd.DataFrame) -> dg.TableSchema:
    return dg.TableSchema(
        columns=[dg.TableColumn(name=str(name), type=str(dtype)) for name, dtype in df.dtypes.items()]
    )


@dg.asset
def signups() -> dg.MaterializeResult:
    df = pd.DataFrame({"user_id": [1, 2, 3], "plan": ["free", "pro", "pro"]})
    df.to_csv("signups.csv", index=False)
    # The UI shows the row count on the asset and the columns in its Overview.
    return dg.MaterializeResult(
        metadata={
            "dagster/row_count": len(df),
            "dagster/column_schema": table_schema(df),
            "preview": dg.MetadataValue.md(df.head().to_markdown(index=False)),
        }
    )


defs = dg.Definitions(assets=[signups])
