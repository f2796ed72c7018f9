import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { docusaurusVersionOptions } from '../../../../cli/config/docusaurus-docs-options.ts';

function site(config: string, name = 'docusaurus.config.ts'): string {
  const dir = mkdtempSync(join(tmpdir(), 'docusaurus-options-'));
  writeFileSync(join(dir, name), config);
  return dir;
}

test("the classic preset's docs options: the literal ones, TypeScript and computed values aside", () => {
  const dir = site(`
import type { Config } from '@docusaurus/types';
const config: Config = {
  presets: [['classic', {
    docs: {
      lastVersion: 'current',
      onlyIncludeVersions: process.env.FAST ? ['current'] : undefined,
      includeCurrentVersion: true,
      versions: { current: { label: 'Canary', path: \`canary\`, banner: 'none' }, '1.x': { noIndex: !0 } },
    },
  }]],
};
export default config;`);
  assert.equal(docusaurusVersionOptions(dir), {
    lastVersion: 'current',
    includeCurrentVersion: true,
    versions: { current: { label: 'Canary', path: 'canary', banner: 'none' }, '1.x': { noIndex: true } },
  });
});

test("the docs plugin's own options count only for its default instance", () => {
  const dir = site(
    `module.exports = { plugins: [
      ['@docusaurus/plugin-content-docs', { id: 'community', lastVersion: 'current' }],
      ['@docusaurus/plugin-content-docs', { lastVersion: '2.0' }],
    ] };`,
    'docusaurus.config.js',
  );
  assert.equal(docusaurusVersionOptions(dir), { lastVersion: '2.0' });
  assert.equal(docusaurusVersionOptions(mkdtempSync(join(tmpdir(), 'no-config-'))), {});
});

test.run();
