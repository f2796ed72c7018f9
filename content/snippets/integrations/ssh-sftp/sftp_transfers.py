import csv
from pathlib import Path

import dagster as dg
from dagster_ssh import SSHResource

LOCAL_DIR = Path("/tmp/partner_exchange")


@dg.asset
def partner_invoices(sftp: SSHResource) -> int:
    LOCAL_DIR.mkdir(parents=True, exist_ok=True)
    local_path = sftp.sftp_get(
        remote_filepath="/outbound/invoices/latest.csv",
        local_filepath=str(LOCAL_DIR / "invoices.csv"),
    )
    with open(local_path, newline="") as f:
        return sum(1 for _ in csv.DictReader(f))


@dg.asset
def payment_confirmations(sftp: SSHResource, partner_invoices: int) -> None:
    out_path = LOCAL_DIR / "confirmations.csv"
    out_path.write_text(f"invoices_received\n{partner_invoices}\n")
    sftp.sftp_put(
        remote_filepath="/inbound/confirmations/confirmations.csv",
        local_filepath=str(out_path),
    )


defs = dg.Definitions(
    assets=[partner_invoices, payment_confirmations],
    resources={
        "sftp": SSHResource(
            remote_host="sftp.partner.example.com",
            username="shop-data",
            key_string=dg.EnvVar("PARTNER_SFTP_KEY"),
            no_host_key_check=False,
        )
    },
)
