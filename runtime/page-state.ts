import type { PageData, RuntimeConfig } from '../shared/page-data.ts';

/** What the server embedded in the page: the page's data and the runtime settings. */
export interface EmbeddedData {
  page: PageData;
  runtime: RuntimeConfig;
}

export function readEmbeddedData(doc: Document = document): EmbeddedData | undefined {
  const el = doc.getElementById('__docs_data');
  if (!el?.textContent) return undefined;
  return JSON.parse(el.textContent) as EmbeddedData;
}
