from typing import Optional

import dagster as dg
from dagster_gcp import BigQueryResource, GCSResource


class GcpResourcesComponent(dg.Component, dg.Model, dg.Resolvable):
    """Registers BigQuery and GCS resources from a defs.yaml file.

    dagster-gcp 0.27.14 ships no component; keep this one in src/my_project/components/.
    """

    project: str
    bigquery_location: Optional[str] = None

    def build_defs(self, context: dg.ComponentLoadContext) -> dg.Definitions:
        return dg.Definitions(
            resources={
                "bigquery": BigQueryResource(project=self.project, location=self.bigquery_location),
                "gcs": GCSResource(project=self.project),
            }
        )
