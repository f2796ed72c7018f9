import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { createBuiltPages } from './built-pages.ts';
import { createBuiltSearch } from './built-search.ts';

/** The most results one `search_docs` call returns, whatever `limit` asks. */
export const MAX_SEARCH_LIMIT = 50;

/**
 * The MCP server of `docs mcp`: two read-only tools over a built site folder, working offline.
 * `search_docs` runs the site's own Pagefind index with the search box's ranking; `get_page` returns
 * the Markdown copy the build wrote for a route (components already rendered to what a reader sees).
 */
export function createDocsMcpServer(dir: string, version = '0.0.0'): McpServer {
  const search = createBuiltSearch(dir);
  const pages = createBuiltPages(dir);
  const server = new McpServer({ name: 'docs', version });

  server.registerTool(
    'search_docs',
    {
      title: 'Search the documentation',
      description:
        'Full-text search of the documentation, ranked as the site search ranks it. Returns titles, URLs ' +
        '(site paths; pass one to get_page) and snippets.',
      inputSchema: {
        query: z.string().min(1).describe('words to search for, e.g. "asset checks" or an API name'),
        limit: z.number().int().min(1).max(MAX_SEARCH_LIMIT).default(10).describe('how many results'),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ query, limit }) => {
      try {
        const results = await search.search(query, limit);
        return {
          content: [{ type: 'text', text: JSON.stringify(results, null, 2) }],
          structuredContent: { results },
        };
      } catch (error) {
        return { isError: true, content: [{ type: 'text', text: (error as Error).message }] };
      }
    },
  );

  server.registerTool(
    'get_page',
    {
      title: 'Get a documentation page as Markdown',
      description:
        'The Markdown of one page, by its path (e.g. /guides/automate/schedules, or a URL from search_docs).',
      inputSchema: { path: z.string().min(1).describe('the page path or URL') },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ path }) => {
      const page = await pages.get(path);
      if (!page.ok) return { isError: true, content: [{ type: 'text', text: page.message }] };
      return { content: [{ type: 'text', text: page.markdown }] };
    },
  );
  return server;
}
