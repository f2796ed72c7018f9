import dagster as dg
from dagster_k8s import PipesK8sClient


@dg.definitions
def resources() -> dg.Definitions:
    return dg.Definitions(
        resources={
            # With no arguments the client uses in-cluster config when it runs
            # inside Kubernetes and your kubeconfig otherwise.
            "pipes_k8s_client": PipesK8sClient(kube_context="kind-data"),
        }
    )
