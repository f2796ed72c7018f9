import type { DocEntry, PageResult } from '../../cli/pipeline/types.ts';

// The smallest inputs of the link check and the route table, shared by the tests of both (link-check,
// dev-link-warnings, content-input): a doc at `/<id>` and a rendered page with the refs and anchors given.

export function docEntry(id: string): DocEntry {
  return {
    id,
    kind: 'mdx',
    route: '/' + id,
    title: id,
    description: 'D.',
    unlisted: false,
    draft: false,
    tags: [],
    keywords: [],
    dir: '',
    name: id,
    isIndex: false,
    sourcePath: `/site/${id}.md`,
    hash: id,
  };
}

export function pageResult(path: string, refs: PageResult['refs'], anchors: string[] = []): PageResult {
  return {
    path,
    docId: path.slice(1),
    title: path,
    anchors,
    refs,
    assets: [],
    searchable: true,
    unlisted: false,
    diagnostics: [],
    renderKey: '',
    deps: [],
  };
}
