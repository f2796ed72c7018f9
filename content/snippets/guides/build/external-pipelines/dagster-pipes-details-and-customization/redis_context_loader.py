# External process
import json
import os
from collections.abc import Iterator
from contextlib import contextmanager

import redis
from dagster_pipes import PipesContextData, PipesContextLoader, PipesParams


class PipesRedisContextLoader(PipesContextLoader):
    def __init__(self, client: redis.Redis) -> None:
        self._client = client

    @contextmanager
    def load_context(self, params: PipesParams) -> Iterator[PipesContextData]:
        raw = self._client.get(params["redis_key"])
        if raw is None:
            raise RuntimeError(f"No Pipes context found at {params['redis_key']}")
        yield json.loads(raw)


redis_client = redis.Redis.from_url(os.environ["REDIS_URL"])
context_loader = PipesRedisContextLoader(redis_client)
