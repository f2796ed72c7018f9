import type { Element, Properties, Root } from 'hast';
import type { MdxJsxAttribute, MdxJsxFlowElementHast, MdxJsxTextElementHast } from 'mdast-util-mdx-jsx';
import { walk } from './walk.ts';
import type { VFile } from 'vfile';
import { withBaseUrl } from '../../shared/routes.ts';
import { stateOf } from './state.ts';

/** hast properties that hold one URL, and the ones that hold a `srcset` list. */
const URL_PROPERTIES = ['href', 'src', 'poster'];
/** JSX attributes that hold URLs: lowercase HTML and `<PyObject href>`; `<Screenshot light dark>` below. */
const JSX_URL_ATTRIBUTES = new Set(['href', 'src', 'poster']);
const SCREENSHOT_URL_ATTRIBUTES = new Set(['light', 'dark']);

function rebaseSrcset(base: string, value: string): string {
  return value
    .split(',')
    .map((candidate) =>
      candidate.replace(/^(\s*)(\S+)/, (_, space: string, url: string) => space + withBaseUrl(base, url)),
    )
    .join(',');
}

/**
 * The last step of a page's tree: every root-relative URL of the article (`/guides/x`, `/assets/img.png`,
 * resolved before by rehype-links and rehype-components, whose refs keep the route without the base for
 * the link check) is written under the site's `baseUrl`. Highlighted code is raw HTML and never touched.
 */
export function rehypeBaseUrl() {
  return (tree: Root, file: VFile) => {
    const base = stateOf(file).options.baseUrl ?? '/';
    if (base === '/') return;
    walk(tree, (node) => {
      if (node.type === 'element') {
        const props = (node as Element).properties;
        for (const name of URL_PROPERTIES)
          if (typeof props[name] === 'string') props[name] = withBaseUrl(base, props[name]);
        const srcSet: Properties[string] = props.srcSet;
        const rebased: Properties[string] = Array.isArray(srcSet)
          ? srcSet.map((v) => rebaseSrcset(base, String(v)))
          : typeof srcSet === 'string'
            ? rebaseSrcset(base, srcSet)
            : srcSet;
        (props as Record<string, unknown>).srcSet = rebased;
      } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        const jsx = node as MdxJsxFlowElementHast | MdxJsxTextElementHast;
        for (const attr of jsx.attributes) {
          if (attr.type !== 'mdxJsxAttribute' || typeof attr.value !== 'string') continue;
          const a = attr as MdxJsxAttribute & { value: string };
          const isUrl =
            JSX_URL_ATTRIBUTES.has(a.name) || (jsx.name === 'Screenshot' && SCREENSHOT_URL_ATTRIBUTES.has(a.name));
          // `<a>`/`<img>` hold site paths (rehype-links took any written base off); a component's URL is
          // taken as Docusaurus's `useBaseUrl` takes it: one that starts with the base already keeps it.
          const written = jsx.name !== 'a' && jsx.name !== 'img' && a.value.startsWith(base);
          if (isUrl && !written) a.value = withBaseUrl(base, a.value);
          else if (a.name === 'srcset' || a.name === 'srcSet') a.value = rebaseSrcset(base, a.value);
        }
      }
    });
  };
}
