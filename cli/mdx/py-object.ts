import type { ApiIndex } from '../pipeline/types.ts';

/** What a `<PyObject module object method displayText decorator>` names, resolved against the API index. */
export interface PyObjectRef {
  /** `module.object` or `module.object.method` (a dotted `method` is taken whole): the index key. */
  key: string;
  entry?: ApiIndex[string];
  /** The text shown: `displayText`, else `object.method` or `object`, with `@` for a decorator. */
  shown: string;
}

/**
 * The one reading of `<PyObject>`'s props, shared by the HTML (rehype-components) and the Markdown copy,
 * so both link `<PyObject object="MetadataValue" method="md"/>` to `dagster.MetadataValue.md`.
 */
export function resolvePyObjectRef(props: Record<string, unknown>, apiIndex: ApiIndex): PyObjectRef {
  const module = typeof props.module === 'string' ? props.module : 'dagster';
  const object = typeof props.object === 'string' ? props.object : '';
  const method = typeof props.method === 'string' ? props.method : undefined;
  const name = method ? (method.includes('.') ? method : `${object}.${method}`) : object;
  const key = `${module}.${name}`;
  const text = typeof props.displayText === 'string' ? props.displayText : method ? name : object;
  return { key, entry: object ? apiIndex[key] : undefined, shown: (props.decorator ? '@' : '') + text };
}
