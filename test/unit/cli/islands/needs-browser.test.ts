import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { browserReason, undecidedBrowser } from '../../../../cli/islands/needs-browser.ts';
import { tempDir } from '../../../helpers/temp.ts';

function site(files: Record<string, string>): string {
  const root = tempDir('docs-needs-browser-');
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, rel)), { recursive: true });
    writeFileSync(join(root, rel), text);
  }
  return root;
}

test('effects, state, event handlers and browser-only Docusaurus modules need the browser', () => {
  const root = site({
    'a.jsx': `import { useEffect } from 'react';\nexport default () => { useEffect(() => {}); return null; };`,
    'b.tsx':
      `import React from 'react';\n` +
      `export default function B() { const [x] = React.useState<number>(1); return <i>{x}</i>; }`,
    'c.jsx': `export default function C() { return <button onClick={() => 1}>x</button>; }`,
    'd.jsx':
      `import BrowserOnly from '@docusaurus/BrowserOnly';\n` +
      `export default () => <BrowserOnly>{() => 1}</BrowserOnly>;`,
    'e.jsx': `import { useColorMode } from '@docusaurus/theme-common';\nexport default () => useColorMode().colorMode;`,
  });
  const ctx = { siteRoot: root };
  assert.is(browserReason(join(root, 'a.jsx'), ctx), 'calls useEffect');
  assert.is(browserReason(join(root, 'b.tsx'), ctx), 'calls useState');
  assert.is(browserReason(join(root, 'c.jsx'), ctx), 'handles onClick');
  assert.is(browserReason(join(root, 'd.jsx'), ctx), 'imports @docusaurus/BrowserOnly');
  assert.is(browserReason(join(root, 'e.jsx'), ctx), 'calls useColorMode');
});

test('a class component’s lifecycle or setState, and the browser’s objects read as variables, count', () => {
  const root = site({
    'a.jsx': `import { Component } from 'react';\nexport default class A extends Component { componentDidMount() {} }`,
    'b.jsx':
      `import { Component } from 'react';\n` +
      `export default class B extends Component { go = () => this.setState({}) }`,
    'c.jsx': `export default () => <p>{typeof window === 'undefined' ? 'server' : 'browser'}</p>;`,
    'd.jsx': `const o = { document: 1 };\nexport default (p) => <p>{p.window}{o.document}</p>;`,
  });
  const ctx = { siteRoot: root };
  assert.is(browserReason(join(root, 'a.jsx'), ctx), 'defines componentDidMount');
  assert.is(browserReason(join(root, 'b.jsx'), ctx), 'calls setState');
  assert.is(browserReason(join(root, 'c.jsx'), ctx), 'uses window');
  assert.is(browserReason(join(root, 'd.jsx'), ctx), undefined, 'a key or a property named like one is not');
});

test('a hook of the site’s own counts through its imports (@site/, aliases); text in strings does not', () => {
  const root = site({
    'src/hooks/useThing.js': `import { useState } from 'react';\nexport const useThing = () => useState(0);`,
    'src/hooks/useProxy.js':
      `import { useThing } from '@site/src/hooks/useThing';\n` + `export const useProxy = () => useThing();`,
    'src/A.jsx': `import { useProxy } from '@hooks/useProxy';\nexport default () => { useProxy(); return null; };`,
    'src/Plain.jsx': `// useEffect(\nexport default () => <p title="onClick useState()">{'useEffect()'}</p>;`,
    'src/Memo.jsx': `import { useMemo } from 'react';\nexport default ({ a }) => useMemo(() => a * 2, [a]);`,
  });
  const ctx = { siteRoot: root, aliases: { '@hooks': join(root, 'src/hooks') } };
  assert.is(browserReason(join(root, 'src/A.jsx'), ctx), 'calls useProxy, which calls useThing, which calls useState');
  assert.is(browserReason(join(root, 'src/Plain.jsx'), ctx), undefined);
  assert.is(browserReason(join(root, 'src/Memo.jsx'), ctx), undefined, 'useMemo works on the server alone');
});

test('what the analysis cannot see into is named: a package\'s hook, import(), through a site hook', () => {
  const root = site({
    'query.jsx':
      `import { useQuery } from 'react-query';\n` +
      `export default function Q() { const { data } = useQuery('k'); return <p>{data}</p>; }`,
    'lazy.jsx': `import { lazy } from 'react';\nconst Chart = lazy(() => import('./chart'));\nexport default Chart;`,
    'useData.js': `import { useQuery } from 'react-query';\nexport function useData() { return useQuery('k'); }`,
    'viaHook.jsx': `import { useData } from './useData';\nexport default function V() { return <p>{useData()}</p>; }`,
    'known.jsx':
      `import useDocusaurusContext from '@docusaurus/useDocusaurusContext';\nimport { useMemo } from 'react';\n` +
      `export default function K() { const c = useDocusaurusContext(); return useMemo(() => c.siteConfig.title); }`,
    'decided.jsx':
      `import { useQuery } from 'react-query';\nimport { useState } from 'react';\n` +
      `export default function D() { useState(); return useQuery('k'); }`,
  });
  const ctx = { siteRoot: root };
  assert.equal(undecidedBrowser(join(root, 'query.jsx'), ctx), {
    specifier: 'react-query',
    what: 'calls `useQuery` of the package `react-query`, whose code is not analysed',
  });
  assert.equal(undecidedBrowser(join(root, 'lazy.jsx'), ctx), {
    specifier: './chart',
    what: 'loads `./chart` with `import()`, which is not followed',
  });
  assert.equal(undecidedBrowser(join(root, 'viaHook.jsx'), ctx), {
    specifier: './useData',
    what: 'calls `useData`, which calls `useQuery` of the package `react-query`, whose code is not analysed',
  });
  // React's and Docusaurus's hooks are known; a module found to need the browser has nothing left open.
  assert.is(undecidedBrowser(join(root, 'known.jsx'), ctx), undefined);
  assert.is(undecidedBrowser(join(root, 'decided.jsx'), ctx), undefined);
});

test.run();
