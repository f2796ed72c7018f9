import { parse } from 'acorn';
import type { Node as EsNode, Pattern, Program } from 'estree';
import type { Root as HastRoot, RootContent } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import type { VFile } from 'vfile';
import { parseFrontMatter } from '../../util/front-matter.ts';
import { contentTitleOf } from '../content-title.ts';
import { stateOf, type DocMetadata, type DocModuleData } from '../state.ts';
import { yamlValue } from '../../util/yaml-value.ts';

/**
 * `metadata` of a page imported by another (`import {metadata} from './other.mdx'`): what its own file
 * says. Its id, slug, sidebar position, tags and sidebar depend on the build's settings and sidebars, which
 * a page's compile does not see: they are left out.
 */
function importedDocMetadata(
  imported: NonNullable<DocModuleData['imported']>,
  frontMatter: Record<string, unknown>,
  contentTitle: string | undefined,
): Partial<DocMetadata> & { frontMatter: Record<string, unknown> } {
  const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
  return {
    title: text(frontMatter.title) ?? contentTitle ?? '',
    description: text(frontMatter.description) ?? '',
    ...imported,
    draft: frontMatter.draft === true,
    unlisted: frontMatter.unlisted === true,
    frontMatter,
  };
}

/** The front matter exactly as written (unknown keys too), as Docusaurus exports it; `{}` without one. */
export function verbatimFrontMatter(source: string | undefined): Record<string, unknown> {
  const fm = source ? parseFrontMatter(source) : undefined;
  if (!fm || fm.doc.errors.length > 0) return {};
  const plain = yamlValue(fm.doc);
  const value = plain.ok ? plain.value : undefined;
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** Docusaurus's `contentTitle` (content-title.ts), read from the mdast before hash links are added to headings. */
export function remarkContentTitle() {
  return (tree: MdastRoot, file: VFile) => {
    file.data.contentTitle = contentTitleOf(tree);
  };
}

/** Every name the file's own `import`/`export` statements bind or export at the top level. */
export function declaredNames(programs: Program[]): Set<string> {
  const names = new Set<string>();
  const addPattern = (p: Pattern | null | undefined): void => {
    if (!p) return;
    if (p.type === 'Identifier') names.add(p.name);
    else if (p.type === 'ObjectPattern')
      for (const prop of p.properties) addPattern(prop.type === 'RestElement' ? prop.argument : prop.value);
    else if (p.type === 'ArrayPattern') p.elements.forEach((e) => addPattern(e));
    else if (p.type === 'RestElement') addPattern(p.argument);
    else if (p.type === 'AssignmentPattern') addPattern(p.left);
  };
  const addDeclaration = (d: EsNode | null | undefined): void => {
    if (!d) return;
    if (d.type === 'VariableDeclaration') d.declarations.forEach((v) => addPattern(v.id));
    else if ((d.type === 'FunctionDeclaration' || d.type === 'ClassDeclaration') && d.id) names.add(d.id.name);
  };
  for (const program of programs) {
    for (const stmt of program.body) {
      if (stmt.type === 'ImportDeclaration') stmt.specifiers.forEach((s) => names.add(s.local.name));
      else if (stmt.type === 'ExportNamedDeclaration') {
        addDeclaration(stmt.declaration);
        for (const s of stmt.specifiers) names.add(s.exported.type === 'Identifier' ? s.exported.name : '');
      } else addDeclaration(stmt);
    }
  }
  return names;
}

function esmNode(value: string) {
  const estree = parse(value, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as Program;
  return { type: 'mdxjsEsm' as const, value, data: { estree } };
}

/**
 * The exports Docusaurus's MDX loader adds to every file: `frontMatter`, `contentTitle`, and for a page
 * (not a partial) `metadata` and `assets` (`{image}` from the front matter). A file that declares or
 * imports one of these names keeps its own. Runs in the rehype phase, where the tree holds the ESM nodes.
 */
export function rehypeExportDocData() {
  return (tree: HastRoot, file: VFile) => {
    const state = stateOf(file);
    const own = declaredNames(
      tree.children.flatMap((n) => (n.type === 'mdxjsEsm' && n.data?.estree ? [n.data.estree as Program] : [])),
    );
    const frontMatter = verbatimFrontMatter(state.doc?.frontMatterSource);
    const contentTitle = file.data.contentTitle as string | undefined;
    const { metadata, imported } = state.doc ?? {};
    const values: [string, unknown][] = [
      ['frontMatter', frontMatter],
      ['contentTitle', contentTitle],
    ];
    const pageMetadata = metadata
      ? { ...metadata, frontMatter }
      : imported && importedDocMetadata(imported, frontMatter, contentTitle);
    if (pageMetadata) values.push(['metadata', pageMetadata], ['assets', { image: frontMatter.image }]);
    for (const [name, value] of values) {
      if (own.has(name)) continue;
      // `undefined` is not JSON: a missing contentTitle is still exported, as Docusaurus does.
      const code = value === undefined ? 'undefined' : JSON.stringify(value);
      tree.children.push(esmNode(`export const ${name} = ${code};`) as unknown as RootContent);
    }
  };
}
