import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Node, Parent } from 'unist';
import { EXIT as VISIT_EXIT, SKIP as VISIT_SKIP, visit } from 'unist-util-visit';
import { EXIT, SKIP, walk } from '../../../../cli/mdx/walk.ts';

// cli/mdx/walk.ts replaces unist-util-visit in the page plugins; it must call the visitor with the same
// (node, index, parent) in the same order and honour the same results, with visitors that change the tree.

type N = Node & { name: string; children?: N[] };

const n = (name: string, ...children: N[]): N =>
  children.length ? { type: name[0], name, children } : { type: name[0], name };

/** A tree with repeated types at several depths: types are the first letter of each name. */
const sample = (): N =>
  n('root', n('a1', n('b1'), n('c1', n('a2'), n('b2'))), n('b3'), n('c2', n('a3', n('b4')), n('b5')), n('a4'), n('c3'));

type Act = (node: N, index: number | undefined, parent: Parent | undefined, skip: unknown, exit: unknown) => unknown;

/** Runs `act` under both walkers on fresh trees; returns each one's log of visits and its final tree. */
function both(act: Act, type?: string) {
  const run = (walker: 'visit' | 'walk') => {
    const tree = sample();
    const log: string[] = [];
    const fn = (node: Node, index: number | undefined, parent: Parent | undefined) => {
      log.push(`${(node as N).name}@${index}<${(parent as N | undefined)?.name}`);
      return walker === 'visit'
        ? act(node as N, index, parent, VISIT_SKIP, VISIT_EXIT)
        : act(node as N, index, parent, SKIP, EXIT);
    };
    if (walker === 'visit') type ? visit(tree, type, fn as never) : visit(tree, fn as never);
    else type ? walk(tree, type, fn as never) : walk(tree, fn as never);
    return { log, tree };
  };
  const a = run('visit');
  const b = run('walk');
  assert.equal(b.log, a.log);
  assert.equal(b.tree, a.tree);
  return b.log;
}

test('preorder with the root, index and parent', () => {
  const log = both(() => undefined);
  assert.is(log[0], 'root@undefined<undefined');
  assert.is(log.length, 13);
});

test('a type test visits only nodes of that type, still entering every parent', () => {
  assert.equal(
    both(() => undefined, 'b'),
    ['b1@0<a1', 'b2@1<c1', 'b3@1<root', 'b4@0<a3', 'b5@1<c2'],
  );
});

test('SKIP does not enter the node; EXIT stops the walk', () => {
  both((node, _i, _p, skip) => (node.type === 'c' ? skip : undefined));
  const log = both((node, _i, _p, _s, exit) => (node.name === 'b2' ? exit : undefined));
  assert.is(log[log.length - 1], 'b2@1<c1');
});

test('replacing a node: the visited node is entered, the replacement is not visited', () => {
  both((node, index, parent) => {
    if (node.type === 'a' && parent && index !== undefined) parent.children[index] = n('x' + node.name);
  });
});

test('splicing and returning an index, a [SKIP, index] tuple, a number', () => {
  // Unwrap every `c`: its children take its place and are visited next (as remark-unravel does).
  both((node, index, parent) => {
    if (node.type !== 'c' || !parent || index === undefined) return;
    parent.children.splice(index, 1, ...((node as N).children ?? []));
    return index;
  });
  // Remove every `b` and go on at the same index.
  both((node, index, parent, skip) => {
    if (node.type !== 'b' || !parent || index === undefined) return;
    parent.children.splice(index, 1);
    return [skip, index];
  });
  // Jump past the next sibling; a negative index ends the parent's loop.
  both((node, index) => (node.type === 'a' && index !== undefined ? index + 2 : undefined));
  both((node) => (node.name === 'a1' ? -1 : undefined));
});

test('children replaced on the visited node are the ones entered (remark-admonitions)', () => {
  both((node) => {
    if (node.type === 'c') (node as N).children = [n('z' + node.name)];
  });
});

test.run();
