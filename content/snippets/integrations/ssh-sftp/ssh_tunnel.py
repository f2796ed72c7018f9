import dagster as dg
from dagster_ssh import SSHResource


@dg.asset
def legacy_orders_export(bastion: SSHResource) -> None:
    # Forward a free local port to the database that only the bastion host can reach.
    with bastion.get_tunnel(remote_port=5432, remote_host="orders-db.internal") as tunnel:
        port = tunnel.local_bind_port
        # Connect your database client to localhost:<port> here, for example
        # psycopg.connect(host="localhost", port=port, ...).
        print(f"orders-db reachable on localhost:{port}")


@dg.asset
def nightly_server_export(bastion: SSHResource) -> None:
    with bastion.get_connection() as client:
        _, stdout, stderr = client.exec_command("/opt/shop/bin/export-orders --date yesterday")
        if stdout.channel.recv_exit_status() != 0:
            raise RuntimeError(stderr.read().decode())


defs = dg.Definitions(
    assets=[legacy_orders_export, nightly_server_export],
    resources={
        "bastion": SSHResource(
            remote_host="bastion.example.com",
            username="dagster",
            key_file="/home/dagster/.ssh/id_ed25519",
            no_host_key_check=False,
        )
    },
)
