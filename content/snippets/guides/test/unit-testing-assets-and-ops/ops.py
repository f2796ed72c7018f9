from collections import Counter

import dagster as dg


class EmailSourceConfig(dg.Config):
    emails: list[str]


@dg.op
def load_emails(config: EmailSourceConfig) -> list[str]:
    return [email.strip().lower() for email in config.emails]


@dg.op
def count_domains(context: dg.OpExecutionContext, emails: list[str]) -> dict[str, int]:
    domains = Counter(email.split("@", 1)[1] for email in emails if "@" in email)
    context.log.info(f"Found {len(domains)} distinct domains")
    return dict(domains)


@dg.job
def email_domains_job() -> None:
    count_domains(load_emails())
