import hashlib

import dagster as dg

logger = dg.get_dagster_logger(__name__)


def pseudonymize(value: str) -> str:
    """A stable, non-reversible token for an identifier, safe to put in logs."""
    return hashlib.sha256(value.encode("utf-8")).hexdigest()[:12]


def load_customers() -> list[dict]:
    # Stand-in for a CRM query that returns personal data.
    return [
        {"customer_id": "C-1001", "email": "ana.lopez@example.com", "phone": "+34 600 123 456"},
        {"customer_id": "C-1002", "email": "n/a", "phone": "+49 151 2345 6789"},
    ]


# start_bad
@dg.asset(group_name="crm")
def customers_unsafe(context: dg.AssetExecutionContext) -> list[dict]:
    customers = load_customers()
    print(customers)  # every record ends up in the stdout compute log
    for customer in customers:
        if "@" not in customer["email"]:
            # the full record ends up in the event log
            context.log.warning(f"Invalid email: {customer}")
    return customers
# end_bad


# start_good
@dg.asset(group_name="crm")
def customers(context: dg.AssetExecutionContext) -> list[dict]:
    customers = load_customers()
    invalid = [c for c in customers if "@" not in c["email"]]
    for customer in invalid:
        # Log an identifier that is not personal data (or a pseudonym of one).
        logger.warning("Invalid email for customer %s", customer["customer_id"])
    context.add_output_metadata(
        {"row_count": len(customers), "invalid_email_count": len(invalid)}
    )
    if len(invalid) == len(customers):
        # Error messages are stored too: name the problem, not the data.
        raise ValueError(f"All {len(customers)} customer records have an invalid email")
    return customers
# end_good
