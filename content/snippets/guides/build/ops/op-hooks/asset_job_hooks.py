import dagster as dg


@dg.success_hook
def log_success(context: dg.HookContext) -> None:
    context.log.info(f"{context.op.name} finished")


@dg.failure_hook
def log_failure(context: dg.HookContext) -> None:
    context.log.error(f"{context.op.name} failed: {context.op_exception}")


@dg.asset
def raw_clicks() -> None: ...


@dg.asset(deps=[raw_clicks])
def click_sessions() -> None: ...


# Hooks given to an asset job apply to the step of every asset it selects.
clicks_job = dg.define_asset_job(
    "clicks_job", selection=[raw_clicks, click_sessions], hooks={log_success, log_failure}
)

defs = dg.Definitions(assets=[raw_clicks, click_sessions], jobs=[clicks_job])
