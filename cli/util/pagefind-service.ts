import * as pagefind from 'pagefind';

/**
 * Pagefind's Node API runs one service process per Node process, and `pagefind.close()` ends it for
 * everyone. Builds that overlap in one process (tests, the dev server, `docs mcp` asking for the
 * installed `pagefind.js`) share it, so it is closed only when its last user is done: closing it under
 * another user made that one fail with "Pagefind backend closed".
 */
let users = 0;
export async function withPagefind<T>(fn: (api: typeof pagefind) => Promise<T>): Promise<T> {
  users++;
  try {
    return await fn(pagefind);
  } finally {
    if (--users === 0) await pagefind.close();
  }
}
