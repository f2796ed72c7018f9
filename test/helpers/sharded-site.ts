import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { copyFixture } from './temp-site.ts';

/** A copy of the complete-site fixture with `n` extra pages, each with a word of its own, and small shards. */
export function shardedSite(n: number): string {
  const root = copyFixture('complete-site');
  const site = join(root, 'config/site.mjs');
  writeFileSync(
    site,
    readFileSync(site, 'utf8').replace(
      "favicon: '/images/pipeline.svg'",
      "favicon: '/images/pipeline.svg', search: { shardPages: 10, singleIndexPages: 10 }",
    ),
  );
  mkdirSync(join(root, 'content/docs/many'), { recursive: true });
  for (let i = 0; i < n; i++)
    writeFileSync(
      join(root, `content/docs/many/page-${i}.md`),
      `---\ntitle: Many ${i}\n---\n\nThis page holds the word zq${i}marker and nothing else of note.\n`,
    );
  return root;
}
