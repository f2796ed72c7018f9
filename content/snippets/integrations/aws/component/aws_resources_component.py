from typing import Optional

import dagster as dg
from dagster_aws.s3 import S3Resource
from dagster_aws.secretsmanager import SecretsManagerResource


class AwsResourcesComponent(dg.Component, dg.Model, dg.Resolvable):
    """Registers the project's AWS resources from a defs.yaml file.

    dagster-aws 0.27.14 ships no component, so this small one lives in your own project
    (src/my_project/components/aws_resources_component.py).
    """

    region_name: str
    s3_endpoint_url: Optional[str] = None
    profile_name: Optional[str] = None

    def build_defs(self, context: dg.ComponentLoadContext) -> dg.Definitions:
        return dg.Definitions(
            resources={
                "s3": S3Resource(
                    region_name=self.region_name,
                    endpoint_url=self.s3_endpoint_url,
                    profile_name=self.profile_name,
                ),
                "secrets": SecretsManagerResource(
                    region_name=self.region_name, profile_name=self.profile_name
                ),
            }
        )
