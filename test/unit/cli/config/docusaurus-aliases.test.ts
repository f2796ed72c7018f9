import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { docusaurusAliases } from '../../../../cli/config/docusaurus-aliases.ts';
import { tempDir } from '../../../helpers/temp.ts';

function site(name: string, text: string): string {
  const dir = tempDir('docs-aliases-');
  writeFileSync(join(dir, name), text);
  return dir;
}

test('module-alias options and a configureWebpack resolve.alias, read without running; none into node_modules', () => {
  const dir = site(
    'docusaurus.config.js',
    `const path = require('path');
     module.exports = {
       plugins: [
         ['docusaurus-plugin-module-alias', { alias: { '@components': path.resolve(__dirname, 'src/components'),
           react: path.resolve(__dirname, './node_modules/react') } }],
         () => ({ name: 'x', configureWebpack: () => ({ resolve: { alias: { '@data': \`\${__dirname}/data\`,
           lib: './lib', computed: someCall() } } }) }),
       ],
     };`,
  );
  assert.equal(docusaurusAliases(dir), {
    '@components': join(dir, 'src/components'),
    '@data': join(dir, 'data'),
    lib: join(dir, 'lib'),
  });
});

test('a TypeScript config is read too; no config, or one that does not parse, gives none', () => {
  const ts = site(
    'docusaurus.config.ts',
    `import type {Config} from '@docusaurus/types';
     const config: Config = { plugins: [['docusaurus-plugin-module-alias', { alias: { '@x': 'src/x' } }]] };
     export default config;`,
  );
  assert.equal(docusaurusAliases(ts), { '@x': join(ts, 'src/x') });
  assert.equal(docusaurusAliases(tempDir('docs-aliases-')), {});
  assert.equal(docusaurusAliases(site('docusaurus.config.js', 'module.exports = {')), {});
});

test.run();
