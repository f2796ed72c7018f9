import type { Expression, Node, ObjectExpression, Property } from 'estree';
import type { Place } from '../diagnostics/diagnostic.ts';
import { docusaurusConfigModule, docusaurusConfigTree, keyName, moduleNameOf, visit } from './docusaurus-aliases.ts';
import { placeOfPathIn } from './locate-key.ts';
import { isWrittenUndefined, PRESET } from './docusaurus-docs-options.ts';
import { BlogSchema } from './schema.ts';

// A Docusaurus site moved over keeps its blog options where they are: in `docusaurus.config.*`, as the options
// of the classic preset's `blog` or of `@docusaurus/plugin-content-blog`. The config is read, not run: only
// options written as literals are taken (an `editUrl` function, a `feedOptions.createFeedItems` are not ours).

const BLOG_PLUGIN = /(^|\/)(content-blog|@docusaurus\/plugin-content-blog)$/;
const KNOWN = new Set(Object.keys(BlogSchema.shape));
const FEED_KEYS = new Set(['type', 'title', 'description', 'copyright', 'language', 'limit']);

/** A literal value (string, number, boolean, null, array or object of literals); undefined when computed. */
function literal(e: Expression | undefined | null): unknown {
  if (!e) return undefined;
  if (e.type === 'Literal') return 'regex' in e ? undefined : e.value;
  if (e.type === 'TemplateLiteral' && e.expressions.length === 0) return e.quasis[0]?.value.cooked;
  if (e.type === 'UnaryExpression' && e.operator === '!' && e.argument.type === 'Literal') return !e.argument.value;
  if (e.type === 'ArrayExpression') {
    const items = e.elements.map((x) => (x && x.type !== 'SpreadElement' ? literal(x) : undefined));
    return items.includes(undefined) ? undefined : items;
  }
  if (e.type === 'ObjectExpression') {
    const out: Record<string, unknown> = {};
    for (const p of e.properties) {
      if (p.type !== 'Property') continue;
      const name = keyName(p);
      const value = literal(p.value as Expression);
      if (name !== undefined && value !== undefined) out[name] = value;
    }
    return out;
  }
  return undefined;
}

/** The options we understand of a blog options object; `false` for `blog: false`. */
function blogOptions(e: Expression): Record<string, unknown> | false | undefined {
  if (e.type === 'Literal' && e.value === false) return false;
  if (e.type !== 'ObjectExpression') return undefined;
  const out: Record<string, unknown> = {};
  for (const p of (e as ObjectExpression).properties) {
    if (p.type !== 'Property') continue;
    const name = keyName(p);
    if (!name || !KNOWN.has(name)) continue;
    const value = literal(p.value as Expression);
    if (value === undefined) continue;
    if (name === 'feedOptions' && value && typeof value === 'object')
      out[name] = Object.fromEntries(Object.entries(value).filter(([k]) => FEED_KEYS.has(k)));
    else out[name] = value;
  }
  return out;
}

/**
 * The blog options of the site's `docusaurus.config.*`: an object of the options (literal ones only; `{}` for a
 * preset that does not name its blog, which is then on with its defaults, as Docusaurus's classic preset has it),
 * `false` when the config turns the blog off, undefined when it has no config or neither preset nor blog plugin.
 */
export function docusaurusBlogOptions(site: string): Record<string, unknown> | false | undefined {
  const program = docusaurusConfigTree(site);
  if (!program) return undefined;
  let found: Record<string, unknown> | false | undefined;
  visit(program, (n) => {
    if (found !== undefined || n.type !== 'ArrayExpression') return;
    const [name, options] = n.elements;
    const id = moduleNameOf(name as Node);
    if (!id || !options || options.type === 'SpreadElement') return;
    if (BLOG_PLUGIN.test(id)) found = blogOptions(options);
    else if (PRESET.test(id) && options.type === 'ObjectExpression') {
      const blog = options.properties.find((p): p is Property => p.type === 'Property' && keyName(p) === 'blog');
      found = blog ? blogOptions(blog.value as Expression) : {};
    }
  });
  return found;
}

/** The blog options object (or `false`) a preset's `blog` or the blog plugin gives; undefined without either. */
function blogOptionsNode(program: Node): Expression | undefined {
  let found: Expression | undefined;
  visit(program, (n) => {
    if (found !== undefined || n.type !== 'ArrayExpression') return;
    const [name, options] = n.elements;
    const id = moduleNameOf(name as Node);
    if (!id || !options || options.type === 'SpreadElement') return;
    if (BLOG_PLUGIN.test(id)) found = options;
    else if (PRESET.test(id) && options.type === 'ObjectExpression') {
      const blog = options.properties.find((p): p is Property => p.type === 'Property' && keyName(p) === 'blog');
      if (blog) found = blog.value as Expression;
    }
  });
  return found;
}

/**
 * The blog options of the site's `docusaurus.config.*` that `docusaurusBlogOptions` leaves out because they are
 * computed (an `editUrl` function, `process.env.X ? … : …`): each option's name and where it is written.
 */
export function computedBlogOptions(site: string): { key: string; file: string; place?: Place }[] {
  const parsed = docusaurusConfigModule(site);
  const options = parsed && blogOptionsNode(parsed.program as Node);
  if (!parsed || options?.type !== 'ObjectExpression') return [];
  const out: { key: string; file: string; place?: Place }[] = [];
  // `feedOptions: {createFeedItems: async (…) => …}`: the option named is the one inside.
  const visitObject = (object: ObjectExpression, prefix: string) => {
    for (const p of object.properties) {
      const name = p.type === 'Property' ? keyName(p) : undefined;
      if (p.type !== 'Property' || !name || (!prefix && !KNOWN.has(name))) continue;
      const value = p.value as Expression;
      if (value.type === 'ObjectExpression') visitObject(value, `${prefix}${name}.`);
      else if (literal(value) === undefined && !isWrittenUndefined(value)) {
        const place = placeOfPathIn(parsed, p, []);
        out.push({ key: prefix + name, file: parsed.file, ...(place ? { place } : {}) });
      }
    }
  };
  visitObject(options, '');
  return out;
}
