# Orchestration process
import json
import uuid
from collections.abc import Iterator
from contextlib import contextmanager

import dagster as dg
import redis
from dagster_pipes import PipesContextData, PipesParams


class PipesRedisContextInjector(dg.PipesContextInjector):
    def __init__(self, client: redis.Redis, ttl_seconds: int = 86400) -> None:
        self._client = client
        self._ttl = ttl_seconds

    @contextmanager
    def inject_context(self, context_data: PipesContextData) -> Iterator[PipesParams]:
        key = f"dagster-pipes/context/{uuid.uuid4()}"
        self._client.set(key, json.dumps(context_data), ex=self._ttl)
        try:
            # These params end up in DAGSTER_PIPES_CONTEXT.
            yield {"redis_key": key}
        finally:
            self._client.delete(key)

    def no_messages_debug_text(self) -> str:
        return (
            "Injected context into Redis. Pass PipesRedisContextLoader to "
            "open_dagster_pipes in the external process."
        )
