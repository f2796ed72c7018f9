import dagster as dg

from my_project.defs.ops import EmailSourceConfig, count_domains, email_domains_job, load_emails


def test_load_emails_normalises() -> None:
    config = EmailSourceConfig(emails=["  Ana@Example.com", "bo@shop.io"])
    assert load_emails(config=config) == ["ana@example.com", "bo@shop.io"]


def test_count_domains() -> None:
    context = dg.build_op_context()
    counts = count_domains(context, ["a@shop.io", "b@shop.io", "c@example.com", "broken"])
    assert counts == {"shop.io": 2, "example.com": 1}


def test_job_runs_in_process() -> None:
    result = email_domains_job.execute_in_process(
        run_config=dg.RunConfig(
            ops={"load_emails": EmailSourceConfig(emails=["x@shop.io", "Y@SHOP.IO"])}
        )
    )
    assert result.success
    assert result.output_for_node("count_domains") == {"shop.io": 2}
