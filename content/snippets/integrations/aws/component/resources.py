import dagster as dg
from dagster_aws.s3 import S3Resource
from dagster_aws.secretsmanager import SecretsManagerResource


# src/my_project/defs/resources.py: any module under defs/ may return Definitions; these
# resources become available to every asset of the project by their keys.
@dg.definitions
def aws_resources() -> dg.Definitions:
    return dg.Definitions(
        resources={
            "s3": S3Resource(region_name=dg.EnvVar("AWS_REGION")),
            "secrets": SecretsManagerResource(region_name=dg.EnvVar("AWS_REGION")),
        }
    )
