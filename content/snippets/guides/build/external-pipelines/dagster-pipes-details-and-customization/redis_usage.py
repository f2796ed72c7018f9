# Both sides wired together.
import os
import subprocess

import dagster as dg
import redis

from .redis_context_injector import PipesRedisContextInjector
from .redis_message_reader import PipesRedisMessageReader


@dg.asset
def supplier_scores(context: dg.AssetExecutionContext):
    client = redis.Redis.from_url(os.environ["REDIS_URL"])
    with dg.open_pipes_session(
        context=context,
        context_injector=PipesRedisContextInjector(client),
        message_reader=PipesRedisMessageReader(client),
    ) as session:
        subprocess.run(
            ["python", "external/score_suppliers.py"],
            env={**os.environ, **session.get_bootstrap_env_vars()},
            check=True,
        )
    return session.get_results()


# external/score_suppliers.py
#
#     client = redis.Redis.from_url(os.environ["REDIS_URL"])
#     with open_dagster_pipes(
#         context_loader=PipesRedisContextLoader(client),
#         message_writer=PipesRedisMessageWriter(client),
#     ) as pipes:
#         pipes.report_asset_materialization(metadata={"suppliers_scored": 87})
