# Orchestration process
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Optional

import dagster as dg
import redis
from dagster_pipes import PipesParams


class PipesRedisMessageReader(dg.PipesBlobStoreMessageReader):
    def __init__(self, client: redis.Redis, interval: float = 5) -> None:
        super().__init__(interval=interval)
        self._client = client

    @contextmanager
    def get_params(self) -> Iterator[PipesParams]:
        # These params end up in DAGSTER_PIPES_MESSAGES.
        prefix = f"dagster-pipes/messages/{uuid.uuid4()}"
        try:
            yield {"redis_prefix": prefix}
        finally:
            for key in self._client.scan_iter(f"{prefix}/*"):
                self._client.delete(key)

    def messages_are_readable(self, params: PipesParams) -> bool:
        return bool(self._client.exists(f"{params['redis_prefix']}/1"))

    def download_messages_chunk(self, index: int, params: PipesParams) -> Optional[str]:
        # Chunk numbers start at 1 and increase by one per upload.
        chunk = self._client.get(f"{params['redis_prefix']}/{index}")
        return chunk.decode("utf-8") if chunk is not None else None

    def no_messages_debug_text(self) -> str:
        return (
            "Read messages from Redis. Pass PipesRedisMessageWriter to "
            "open_dagster_pipes in the external process."
        )
