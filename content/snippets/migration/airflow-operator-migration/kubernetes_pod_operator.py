from dagster_k8s import PipesK8sClient

import dagster as dg


# start_asset
@dg.asset(group_name="marketing", kinds={"kubernetes"})
def customer_segments(
    context: dg.AssetExecutionContext, k8s_pipes_client: PipesK8sClient
) -> dg.MaterializeResult:
    """Customer segments computed by the segmentation image on Kubernetes."""
    return k8s_pipes_client.run(
        context=context,
        image="registry.example.com/segmentation:2.3.1",
        command=["python", "-m", "segmentation.run"],
        namespace="data-jobs",
        env={"SEGMENT_COUNT": "8"},
        base_pod_spec={
            "service_account_name": "segmentation",
            "node_selector": {"workload": "batch"},
        },
    ).get_materialize_result()
# end_asset


# start_resources
@dg.definitions
def resources() -> dg.Definitions:
    return dg.Definitions(resources={"k8s_pipes_client": PipesK8sClient()})
# end_resources
