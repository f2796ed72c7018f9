from pydantic import Field

import dagster as dg


class ExportConfig(dg.Config):
    # A mutable default is built fresh for every run with default_factory.
    columns: list[str] = Field(default_factory=lambda: ["id", "email"])
    renames: dict[str, str] = Field(default_factory=dict)
    batch_size: int = Field(default=500, ge=1, le=10_000, description="Rows per request")


@dg.asset
def customer_export(context: dg.AssetExecutionContext, config: ExportConfig) -> None:
    context.log.info(
        f"Exporting {config.columns} in batches of {config.batch_size}, renaming {config.renames}"
    )


defs = dg.Definitions(assets=[customer_export])
