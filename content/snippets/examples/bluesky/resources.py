import random
import time
from typing import Any, Optional

import requests
from dagster_duckdb import DuckDBResource

import dagster as dg


# start_client
class BlueskyClient(dg.ConfigurableResource):
    """Reads public posts from the Bluesky AppView. No login is needed."""

    base_url: str = "https://public.api.bsky.app/xrpc"
    page_size: int = 100
    max_pages: int = 5
    max_attempts: int = 5
    base_delay_seconds: float = 2.0

    def fetch_author_feed(self, handle: str) -> list[dict[str, Any]]:
        """Return up to page_size * max_pages feed items for one account."""
        items: list[dict[str, Any]] = []
        cursor: Optional[str] = None
        with requests.Session() as session:
            for _ in range(self.max_pages):
                params: dict[str, Any] = {"actor": handle, "limit": self.page_size}
                if cursor:
                    params["cursor"] = cursor
                page = self._get(session, "app.bsky.feed.getAuthorFeed", params)
                items.extend(page.get("feed", []))
                cursor = page.get("cursor")
                if not cursor:
                    break
        return items
    # end_client

    # start_backoff
    def _get(
        self, session: requests.Session, method: str, params: dict[str, Any]
    ) -> dict[str, Any]:
        url = f"{self.base_url}/{method}"
        for attempt in range(1, self.max_attempts + 1):
            response = session.get(url, params=params, timeout=30)
            if response.status_code == 429 or response.status_code >= 500:
                if attempt == self.max_attempts:
                    break
                time.sleep(self._delay(response, attempt))
                continue
            response.raise_for_status()
            return response.json()
        raise dg.Failure(
            description=f"{method} still failing after {self.max_attempts} attempts",
            metadata={"status_code": response.status_code, "actor": str(params.get("actor"))},
        )

    def _delay(self, response: requests.Response, attempt: int) -> float:
        # Prefer the server's own hint when it sends one.
        retry_after = response.headers.get("Retry-After")
        if retry_after and retry_after.isdigit():
            return float(retry_after)
        # Otherwise exponential backoff with full jitter: 0..2s, 0..4s, 0..8s, ...
        return random.uniform(0, self.base_delay_seconds * 2 ** (attempt - 1))
    # end_backoff


# start_resources
@dg.definitions
def resources() -> dg.Definitions:
    return dg.Definitions(
        resources={
            "bluesky": BlueskyClient(),
            "duckdb": DuckDBResource(database=dg.EnvVar("DUCKDB_DATABASE")),
        }
    )
# end_resources
