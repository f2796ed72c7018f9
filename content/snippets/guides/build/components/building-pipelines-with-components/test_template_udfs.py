import pytest

from my_project.defs.orders_report.template_vars import compliance_tags


def test_pii_caps_retention_at_one_year() -> None:
    make_tags = compliance_tags()
    assert make_tags("public", contains_pii=True)["retention_days"] == "365"


def test_unknown_classification_is_rejected() -> None:
    make_tags = compliance_tags()
    with pytest.raises(ValueError, match="Unknown data classification"):
        make_tags("top-secret")
