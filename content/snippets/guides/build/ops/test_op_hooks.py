from unittest import mock

import dagster as dg

from my_project.defs.invoices import alert_on_failure, post_to_ledger


def test_alert_on_failure_sends_message() -> None:
    alerts = mock.MagicMock()
    context = dg.build_hook_context(
        resources={"alerts": alerts},
        op=post_to_ledger,
        op_exception=ValueError("ledger unavailable"),
    )

    alert_on_failure(context)

    alerts.send.assert_called_once()
    assert "ledger unavailable" in alerts.send.call_args.args[0]
