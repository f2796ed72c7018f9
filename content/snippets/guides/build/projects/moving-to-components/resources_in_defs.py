import dagster as dg

from my_existing_project.resources import warehouse


@dg.definitions
def resources() -> dg.Definitions:
    return dg.Definitions(resources={"warehouse": warehouse})
