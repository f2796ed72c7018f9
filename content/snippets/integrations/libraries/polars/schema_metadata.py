import polars as pl

import dagster as dg


@dg.asset
def sessions() -> dg.MaterializeResult:
    df = pl.DataFrame({"session_id": [1, 2, 3], "duration_s": [30.5, 12.0, 301.2]})
    df.write_parquet("sessions.parquet")
    return dg.MaterializeResult(
        metadata={
            "dagster/row_count": df.height,
            "dagster/column_schema": dg.TableSchema(
                columns=[
                    dg.TableColumn(name=name, type=str(dtype))
                    for name, dtype in df.schema.items()
                ]
            ),
        }
    )


defs = dg.Definitions(assets=[sessions])
