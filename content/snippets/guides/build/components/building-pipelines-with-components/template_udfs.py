from collections.abc import Callable

import dagster as dg

RETENTION_DAYS = {"public": 3650, "internal": 730, "confidential": 365, "restricted": 90}


@dg.template_var
def compliance_tags() -> Callable[..., dict[str, str]]:
    """Returns a function that defs.yaml can call: {{ compliance_tags('internal') }}."""

    def _compliance_tags(classification: str, contains_pii: bool = False) -> dict[str, str]:
        if classification not in RETENTION_DAYS:
            raise ValueError(
                f"Unknown data classification '{classification}'. "
                f"Expected one of: {', '.join(RETENTION_DAYS)}"
            )
        retention = RETENTION_DAYS[classification]
        if contains_pii:
            # PII is never kept longer than a year, whatever the classification says.
            retention = min(retention, 365)
        return {
            "classification": classification,
            "retention_days": str(retention),
            "contains_pii": str(contains_pii).lower(),
        }

    return _compliance_tags


@dg.template_var
def domain_owners() -> Callable[[str], list[str]]:
    """Maps a business domain to the teams that own its assets."""
    owners = {
        "sales": ["team:sales-analytics"],
        "finance": ["team:finance-data", "controller@example.com"],
    }
    return lambda domain: owners.get(domain, ["team:data-platform"])
