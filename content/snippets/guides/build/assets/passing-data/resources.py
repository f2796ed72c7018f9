import dagster as dg


@dg.definitions
def resources() -> dg.Definitions:
    # Store every returned asset value as a pickle file under ./data
    return dg.Definitions(
        resources={"io_manager": dg.FilesystemIOManager(base_dir="data")},
    )
