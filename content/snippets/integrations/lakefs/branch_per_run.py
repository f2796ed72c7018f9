import lakefs_client
from lakefs_client import models
from lakefs_client.client import LakeFSClient

import dagster as dg


class LakeFSResource(dg.ConfigurableResource):
    """Builds a lakeFS client from configuration, so credentials can come from dg.EnvVar."""

    host: str
    access_key_id: str
    secret_access_key: str

    def get_client(self) -> LakeFSClient:
        configuration = lakefs_client.Configuration()
        configuration.host = self.host
        configuration.username = self.access_key_id
        configuration.password = self.secret_access_key
        return LakeFSClient(configuration)


REPOSITORY = "orders-lake"


@dg.asset(kinds={"lakefs"})
def staging_branch(
    context: dg.AssetExecutionContext, lakefs: LakeFSResource
) -> dg.MaterializeResult:
    # One isolated branch per run: writes land here, not on main.
    branch_name = f"dagster-{context.run.run_id[:8]}"
    client = lakefs.get_client()
    created = client.branches.create_branch(
        repository=REPOSITORY,
        branch_creation=models.BranchCreation(name=branch_name, source="main"),
    )
    return dg.MaterializeResult(
        metadata={"branch": branch_name, "create_branch_response": str(created)}
    )


@dg.asset(deps=[staging_branch], kinds={"lakefs"})
def branch_inventory(
    context: dg.AssetExecutionContext, lakefs: LakeFSResource
) -> dg.MaterializeResult:
    client = lakefs.get_client()
    branches = client.branches.list_branches(repository=REPOSITORY)
    context.log.info(str(branches))
    return dg.MaterializeResult(metadata={"listing": str(branches)})


defs = dg.Definitions(
    assets=[staging_branch, branch_inventory],
    resources={
        "lakefs": LakeFSResource(
            host=dg.EnvVar("LAKEFS_HOST"),
            access_key_id=dg.EnvVar("LAKEFS_ACCESS_KEY_ID"),
            secret_access_key=dg.EnvVar("LAKEFS_SECRET_ACCESS_KEY"),
        )
    },
)
