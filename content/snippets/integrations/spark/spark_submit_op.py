import dagster as dg
from dagster_spark import create_spark_op, spark_resource

build_revenue_cube = create_spark_op(
    name="build_revenue_cube",
    main_class="com.acme.analytics.RevenueCube",
)


@dg.job(resource_defs={"spark": spark_resource})
def revenue_cube_job():
    build_revenue_cube()


# Run config, for example in the Launchpad:
#
# ops:
#   build_revenue_cube:
#     config:
#       master_url: "yarn"
#       deploy_mode: cluster
#       application_jar: "/opt/jobs/analytics-assembly.jar"
#       application_arguments: "--month 2025-06"
#       spark_conf:
#         spark:
#           executor:
#             memory: 8g
