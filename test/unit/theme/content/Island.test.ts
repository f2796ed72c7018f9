// theme/content/Island.tsx: the render records each island it writes (RenderedIslandsContext), which is how a
// page knows the chunks to modulepreload (CompiledDoc.islands) without reading its own HTML back.
import { createElement, useState, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  island,
  islandExport,
  IslandContext,
  IslandNoticesContext,
  RenderedIslandsContext,
  type StaticIslandNotice,
} from '../../../../theme/content/Island.tsx';

function Counter({ start, children }: { start: number; children?: ReactNode }) {
  const [n] = useState(start);
  return createElement('div', null, createElement('b', null, n), children);
}

const chunks = { 'Outer-1': '/o.js', 'Inner-1': '/i.js', 'Found-1': '/f.js' };

/** Renders `node` as a page does and returns the ids the render recorded. */
function recorded(node: ReactNode, notices: StaticIslandNotice[] = []): string[] {
  const ids = new Set<string>();
  renderToStaticMarkup(
    createElement(
      IslandContext.Provider,
      { value: chunks },
      createElement(
        IslandNoticesContext.Provider,
        { value: notices },
        createElement(RenderedIslandsContext.Provider, { value: ids }, node),
      ),
    ),
  );
  return [...ids].sort();
}

test('an island rendered by a site component (not written in the page) is recorded', () => {
  const Outer = island('Outer-1', Counter);
  const Panel = () => createElement('section', null, createElement(Outer, { start: 1 }));
  assert.equal(recorded(createElement(Panel)), ['Outer-1']);
});

test("an island among another island's children is recorded; one inside its component is part of it", () => {
  const Outer = island('Outer-1', Counter);
  const Inner = island('Inner-1', Counter);
  assert.equal(recorded(createElement(Outer, { start: 0 }, createElement(Inner, { start: 5 }))), [
    'Inner-1',
    'Outer-1',
  ]);
  const Wraps = island('Outer-1', () => createElement(Inner, { start: 2 }));
  assert.equal(recorded(createElement(Wraps)), ['Outer-1'], 'Inner hydrates with Outer: no island of its own');
});

test('a found island rendered static (props JSON cannot carry) and a written <docs-island> are not recorded', () => {
  const Found = island('Found-1', Counter, 'default', true);
  const notices: StaticIslandNotice[] = [];
  assert.equal(recorded(createElement(Found as never, { start: 1, onClick: () => {} }), notices), []);
  assert.is(notices.length, 1, 'said as a notice instead');
  assert.equal(recorded(createElement('docs-island', { 'data-island': 'Outer-1' })), []);
});

test("a module's hook or helper (a lowercase export) is passed through; its components become islands", () => {
  // A client module's hook, called by another component as a function: made an island, the call got the
  // island's wrapper, which read the (undefined) props and threw.
  const useStart = () => useState(3)[0];
  const label = (n: number) => `#${n}`;
  assert.is(islandExport('Outer-1', useStart, 'useStart', true), useStart);
  assert.is(islandExport('Outer-1', label, 'label', true), label);
  const Uses = () => {
    const start = (islandExport('Outer-1', useStart, 'useStart', true) as typeof useStart)();
    return createElement('i', null, label(start));
  };
  assert.is(renderToStaticMarkup(createElement(Uses)), '<i>#3</i>');
  const Wrapped = islandExport('Outer-1', Counter, 'Counter', true);
  assert.is.not(Wrapped, Counter, 'a component export is still an island');
  assert.equal(recorded(createElement(Wrapped as typeof Counter, { start: 1 })), ['Outer-1']);
});

test.run();
