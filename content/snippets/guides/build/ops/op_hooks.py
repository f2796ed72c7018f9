import dagster as dg


@dg.success_hook
def log_success(context: dg.HookContext) -> None:
    context.log.info(f"{context.op.name} finished in run {context.run_id}")


@dg.failure_hook(required_resource_keys={"alerts"})
def alert_on_failure(context: dg.HookContext) -> None:
    error = context.op_exception
    context.resources.alerts.send(
        f":red_circle: {context.job_name}: step {context.op.name} failed: {error}"
    )


@dg.op
def extract_invoices() -> list:
    return [{"invoice_id": "INV-1", "total": 120.0}]


@dg.op
def post_to_ledger(invoices: list) -> None:
    if not invoices:
        raise dg.Failure(description="No invoices to post")


@dg.op
def email_finance_summary() -> None:
    pass


# Hooks on the job run after every op in it.
@dg.job(hooks={alert_on_failure})
def invoice_posting_job():
    post_to_ledger(extract_invoices())
    # with_hooks adds a hook to a single invocation only.
    email_finance_summary.with_hooks({log_success})()

