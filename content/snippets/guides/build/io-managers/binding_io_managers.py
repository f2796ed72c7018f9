import dagster as dg


@dg.asset
def daily_signups() -> list[dict]:
    # Stored by the default "io_manager"
    return [{"day": "2024-06-01", "signups": 118}]


@dg.asset(io_manager_key="scratch_io_manager")
def signup_scratchpad(daily_signups: list[dict]) -> dict:
    # Stored by the I/O manager bound to "scratch_io_manager"
    return {"total": sum(row["signups"] for row in daily_signups)}


@dg.definitions
def resources() -> dg.Definitions:
    return dg.Definitions(
        resources={
            "io_manager": dg.FilesystemIOManager(base_dir="/var/dagster/storage"),
            "scratch_io_manager": dg.InMemoryIOManager(),
        }
    )
