import os
import subprocess
import time

import dagster as dg


@dg.asset
def nightly_inventory(context: dg.AssetExecutionContext):
    with dg.open_pipes_session(
        context=context,
        context_injector=dg.PipesTempFileContextInjector(),
        message_reader=dg.PipesTempFileMessageReader(),
        extras={"warehouse": "berlin-01"},
    ) as session:
        # The bootstrap payload: DAGSTER_PIPES_CONTEXT and DAGSTER_PIPES_MESSAGES.
        env = {**os.environ, **session.get_bootstrap_env_vars()}
        process = subprocess.Popen(["python", "external/count_inventory.py"], env=env)

        # Launching, polling and cancelling the process is your job here.
        # Logs reported by the process show up in the run while this loop waits.
        while process.poll() is None:
            time.sleep(5)

        if process.returncode != 0:
            raise RuntimeError(f"Inventory job exited with code {process.returncode}")

    # Leaving the block drains the remaining messages. Now collect everything
    # the process reported, plus an implicit materialization if it reported none.
    return session.get_results()
