import type { Node, Parent } from 'unist';
import type { BuildVisitor } from 'unist-util-visit';

/**
 * `unist-util-visit` without its per-node cost. That walk builds a closure per node, renames it with
 * `Object.defineProperty` (a debugging aid) and copies the ancestor array at every parent: a tenth of a
 * page's compile time across our plugins' walks (1k-page corpus profile, stop 22). Same contract as
 * `visit(tree, visitor)` / `visit(tree, type, visitor)`: preorder, the root included; the visitor gets
 * `(node, index, parent)` and may return `SKIP` (do not enter this node), `EXIT` (stop), an index (go on
 * at that child of the parent) or a `[action, index]` tuple. Children are entered after the visitor ran
 * and read live, so a visitor may replace or splice them; the node entered is the one visited, even if
 * the visitor put another one in its place (as `visit` does).
 */
export const CONTINUE = true;
export const SKIP = 'skip';
export const EXIT = false;

type Result = typeof CONTINUE | typeof SKIP | typeof EXIT | number | undefined | void;
type VisitorResult = Result | readonly [Result?, (number | undefined)?];
type AnyVisitor = (node: Node, index: number | undefined, parent: Parent | undefined) => VisitorResult;

/** A child's walk tells its parent's loop to stop everything. */
const STOP: unique symbol = Symbol('stop');

export function walk<Tree extends Node>(tree: Tree, visitor: BuildVisitor<Tree>): void;
export function walk<Tree extends Node, Type extends string>(
  tree: Tree,
  type: Type,
  visitor: BuildVisitor<Tree, Type>,
): void;
export function walk(tree: Node, typeOrVisitor: unknown, maybeVisitor?: unknown): void {
  const type = typeof typeOrVisitor === 'string' ? typeOrVisitor : undefined;
  const visitor = (typeof typeOrVisitor === 'string' ? maybeVisitor : typeOrVisitor) as AnyVisitor;
  one(tree, undefined, undefined, type, visitor);
}

/** Visits `node` and its descendants; returns STOP, the index its parent goes on at, or undefined (next). */
function one(
  node: Node,
  index: number | undefined,
  parent: Parent | undefined,
  type: string | undefined,
  visitor: AnyVisitor,
): number | typeof STOP | undefined {
  let action: Result = undefined;
  let next: number | undefined;
  if (type === undefined || node.type === type) {
    const result = visitor(node, index, parent);
    if (Array.isArray(result)) {
      action = (result as readonly [Result?, number?])[0];
      next = (result as readonly [Result?, number?])[1];
    } else if (typeof result === 'number') next = result;
    else action = result as Result;
    if (action === EXIT) return STOP;
  }
  const children = action === SKIP ? undefined : (node as Partial<Parent>).children;
  if (children) {
    const self = node as Parent;
    let offset = 0;
    while (offset > -1 && offset < self.children.length) {
      const sub = one(self.children[offset], offset, self, type, visitor);
      if (sub === STOP) return STOP;
      offset = sub === undefined ? offset + 1 : sub;
    }
  }
  return typeof next === 'number' ? next : undefined;
}
