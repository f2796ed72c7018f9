"""Plain helpers shared by several assets. Not a definitions module: it lives outside defs/."""

from decimal import ROUND_HALF_UP, Decimal

VAT_RATES = {"DE": Decimal("0.19"), "FR": Decimal("0.20"), "NL": Decimal("0.21")}


def net_amount(gross: float, country: str) -> Decimal:
    """Remove VAT from a gross amount, rounded to cents."""
    rate = VAT_RATES.get(country, Decimal("0"))
    net = Decimal(str(gross)) / (1 + rate)
    return net.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def cents(amount: Decimal) -> int:
    return int(amount * 100)
