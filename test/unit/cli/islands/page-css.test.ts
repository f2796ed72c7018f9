// cli/islands/page-css.ts: the stylesheets the site's React pages and components import.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { pageStylesheets } from '../../../../cli/islands/page-css.ts';

function site(files: Record<string, string>) {
  const rootDir = mkdtempSync(join(tmpdir(), 'page-css-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(rootDir, path, '..'), { recursive: true });
    writeFileSync(join(rootDir, path), text);
  }
  const dirs = { docsDir: 'docs', snippetsDir: 'snippets', staticDir: 'static', apiDir: 'api' };
  return { rootDir, ...Object.fromEntries(Object.entries(dirs).map(([k, v]) => [k, join(rootDir, v)])) } as {
    rootDir: string;
    docsDir: string;
    snippetsDir: string;
    staticDir: string;
    apiDir: string;
  };
}

test("a file that does not bundle loses only its own stylesheets, not the other files'", async () => {
  const config = site({
    'src/components/Card.tsx':
      "import styles from './Card.module.css';\nexport const Card = () => <div className={styles.card} />;\n",
    'src/components/Card.module.css': '.card { color: red; }\n',
    'src/components/Stale.tsx':
      "import data from '../../missing.json';\nimport './Stale.css';\nexport default () => data;\n",
    'src/components/Stale.css': '.stale { color: blue; }\n',
  });
  const files = [join(config.rootDir, 'src/components/Card.tsx'), join(config.rootDir, 'src/components/Stale.tsx')];
  assert.equal(await pageStylesheets(config, files), [join(config.rootDir, 'src/components/Card.module.css')]);
});

test('files that all bundle: every stylesheet they import, once, sorted', async () => {
  const config = site({
    'src/a.tsx': `import './b.css';\nimport './shared.css';\nexport default 1;\n`,
    'src/c.tsx': `import './shared.css';\nexport default 2;\n`,
    'src/b.css': '',
    'src/shared.css': '',
  });
  const files = [join(config.rootDir, 'src/a.tsx'), join(config.rootDir, 'src/c.tsx')];
  assert.equal(await pageStylesheets(config, files), [
    join(config.rootDir, 'src/b.css'),
    join(config.rootDir, 'src/shared.css'),
  ]);
});

test.run();
