import json
from pathlib import Path

import dagster as dg

# Before: every asset opens, writes and reads its own files. The storage location is
# repeated in each function, and changing it means editing every asset.
DATA_DIR = Path("data")


@dg.asset
def raw_signups() -> None:
    signups = [{"user": "ana", "plan": "pro"}, {"user": "tom", "plan": "free"}]
    DATA_DIR.mkdir(exist_ok=True)
    (DATA_DIR / "raw_signups.json").write_text(json.dumps(signups))


@dg.asset(deps=[raw_signups])
def paid_signups() -> None:
    signups = json.loads((DATA_DIR / "raw_signups.json").read_text())
    paid = [s for s in signups if s["plan"] != "free"]
    (DATA_DIR / "paid_signups.json").write_text(json.dumps(paid))


defs = dg.Definitions(assets=[raw_signups, paid_signups])
