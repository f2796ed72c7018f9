from dagster_ssh import SSHResource

import dagster as dg


class DownloadConfig(dg.Config):
    remote_path: str


@dg.asset
def partner_file(context: dg.AssetExecutionContext, config: DownloadConfig, sftp: SSHResource) -> None:
    local_path = sftp.sftp_get(config.remote_path, f"/tmp/{config.remote_path.rsplit('/', 1)[-1]}")
    context.log.info(f"Downloaded {config.remote_path} to {local_path}")


download_job = dg.define_asset_job("download_partner_file", selection=[partner_file])


@dg.sensor(job=download_job, minimum_interval_seconds=300)
def partner_files_sensor(context: dg.SensorEvaluationContext, sftp: SSHResource):
    since = float(context.cursor or 0)
    client = sftp.get_connection()
    try:
        entries = client.open_sftp().listdir_attr("/outbox")
    finally:
        client.close()
    new = sorted((e for e in entries if e.st_mtime and e.st_mtime > since), key=lambda e: e.st_mtime)
    for entry in new:
        path = f"/outbox/{entry.filename}"
        yield dg.RunRequest(
            run_key=f"{path}:{entry.st_mtime}",
            run_config=dg.RunConfig(ops={"partner_file": DownloadConfig(remote_path=path)}),
        )
    if new:
        context.update_cursor(str(new[-1].st_mtime))


defs = dg.Definitions(
    assets=[partner_file],
    jobs=[download_job],
    sensors=[partner_files_sensor],
    resources={
        "sftp": SSHResource(
            remote_host="sftp.partner.example.com",
            username=dg.EnvVar("PARTNER_SFTP_USER"),
            password=dg.EnvVar("PARTNER_SFTP_PASSWORD"),
        )
    },
)
