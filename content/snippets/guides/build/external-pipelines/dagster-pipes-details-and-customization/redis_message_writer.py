# External process
from typing import IO

import redis
from dagster_pipes import (
    PipesBlobStoreMessageWriter,
    PipesBlobStoreMessageWriterChannel,
    PipesParams,
)


class PipesRedisMessageWriterChannel(PipesBlobStoreMessageWriterChannel):
    def __init__(self, client: redis.Redis, prefix: str, *, interval: float) -> None:
        super().__init__(interval=interval)
        self._client = client
        self._prefix = prefix

    def upload_messages_chunk(self, payload: IO, index: int) -> None:
        # `payload` holds newline-separated JSON messages.
        self._client.set(f"{self._prefix}/{index}", payload.read(), ex=86400)


class PipesRedisMessageWriter(PipesBlobStoreMessageWriter):
    def __init__(self, client: redis.Redis, *, interval: float = 5) -> None:
        super().__init__(interval=interval)
        self._client = client

    def make_channel(self, params: PipesParams) -> PipesRedisMessageWriterChannel:
        return PipesRedisMessageWriterChannel(
            self._client, params["redis_prefix"], interval=self.interval
        )
