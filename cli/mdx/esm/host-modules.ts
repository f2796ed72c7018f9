import { createRequire } from 'node:module';
import { createContext, useContext } from 'react';
import { contentComponents } from '../../../theme/content/index.ts';
import { Admonition } from '../../../theme/content/Admonition.tsx';
import { Details } from '../../../theme/content/Details.tsx';
import { DocCardList } from '../../../theme/content/DocCardList.tsx';
import { Heading } from '../../../theme/content/Heading.tsx';
import * as Island from '../../../theme/content/Island.tsx';
import MDXComponents from '../../../theme/content/MDXComponents.tsx';
import { TabItem, Tabs } from '../../../theme/content/Tabs.tsx';
import { ThemedImage } from '../../../theme/content/ThemedImage.tsx';
import { TOCInline } from '../../../theme/content/TOCInline.tsx';
import BrowserOnly from '../../../theme/docusaurus/BrowserOnly.tsx';
import { CodeBlock } from '../../../theme/docusaurus/CodeBlock.tsx';
import ExecutionEnvironment from '../../../theme/docusaurus/ExecutionEnvironment.ts';
import Head from '../../../theme/docusaurus/Head.tsx';
import Layout from '../../../theme/docusaurus/Layout.tsx';
import Link from '../../../theme/docusaurus/Link.tsx';
import Translate, { translate } from '../../../theme/docusaurus/Translate.tsx';
import useBaseUrl, { useBaseUrlUtils } from '../../../theme/docusaurus/useBaseUrl.ts';
import useDocusaurusContext from '../../../theme/docusaurus/useDocusaurusContext.ts';
import useIsBrowser from '../../../theme/docusaurus/useIsBrowser.ts';
import * as DocsClient from '../../../theme/docusaurus/plugin-content-docs-client.ts';
import * as GlobalData from '../../../theme/docusaurus/useGlobalData.ts';
import * as ThemeCommon from '../../../theme/docusaurus/theme-common.ts';
import * as ThemeCommonInternal from '../../../theme/docusaurus/theme-common-internal.ts';
import * as Router from '../../../theme/docusaurus/router.tsx';
import Interpolate, { interpolate } from '../../../theme/docusaurus/Interpolate.tsx';
import isInternalUrl, { hasProtocol } from '../../../theme/docusaurus/isInternalUrl.ts';
import ErrorBoundary from '../../../theme/docusaurus/ErrorBoundary.tsx';
import IdealImage from '../../../theme/docusaurus/IdealImage.tsx';
import { MdxElements } from '../../../theme/docusaurus/mdx-elements.tsx';
import { Mermaid } from '../../../theme/content/Mermaid.tsx';
import { ICONS } from '../../../theme/docusaurus/Icon.tsx';

/** An ES module as esbuild's CommonJS interop reads it (`__esModule` keeps `default` a default export). */
const esm = (exports: Record<string, unknown>) => ({ __esModule: true, ...exports });

// The generator's own React: a page and its components must render with the instance that renders the page.
const require = createRequire(import.meta.url);

/** The `@theme/…` components a page may import (Docusaurus's names). */
const THEME: Record<string, unknown> = {
  Admonition,
  CodeBlock,
  Details,
  DocCardList,
  Heading,
  // A React page's layout (`src/pages/`): the theme's chrome is around the page already; this one fills the head.
  Layout,
  MDXComponents,
  TabItem,
  Tabs,
  ThemedImage,
  TOCInline,
  IdealImage,
  Mermaid: ({ value, code }: { value?: string; code?: string }) => Mermaid({ code: code ?? value ?? '' }),
  ...Object.fromEntries(Object.entries(ICONS).map(([name, icon]) => [`Icon/${name}`, icon])),
};

/** The Docusaurus client modules real docs import, as small server-side shims (theme/docusaurus/). */
const DOCUSAURUS: Record<string, Record<string, unknown>> = {
  '@docusaurus/Link': { default: Link },
  '@docusaurus/useBaseUrl': { default: useBaseUrl, useBaseUrlUtils },
  '@docusaurus/useDocusaurusContext': { default: useDocusaurusContext },
  '@docusaurus/BrowserOnly': { default: BrowserOnly },
  '@docusaurus/Translate': { default: Translate, translate },
  '@docusaurus/Head': { default: Head },
  '@docusaurus/ExecutionEnvironment': { default: ExecutionEnvironment },
  '@docusaurus/useIsBrowser': { default: useIsBrowser },
  '@docusaurus/plugin-content-docs/client': DocsClient,
  '@docusaurus/useGlobalData': GlobalData,
  '@docusaurus/theme-common': ThemeCommon,
  '@docusaurus/theme-common/internal': ThemeCommonInternal,
  '@docusaurus/router': Router,
  '@docusaurus/Interpolate': { default: Interpolate, interpolate },
  '@docusaurus/isInternalUrl': { default: isInternalUrl, hasProtocol },
  '@docusaurus/ErrorBoundary': { default: ErrorBoundary },
};

/**
 * The components every MDX module of a page sees (built-in, global and the site's), as @mdx-js/react's
 * provider gives them in Docusaurus: a partial rendered as `<Partial />` gets no `components` prop.
 */
export const MdxComponentsContext = createContext<Record<string, unknown>>({});

/** `providerImportSource` of the MDX compiler: `useMDXComponents()` reads the page's components. */
export const MDX_PROVIDER_MODULE = 'docs:mdx-provider';

/** The island wrapper of helper B's contract, under a name of its own (one IslandContext for every page). */
export const ISLAND_MODULE = 'docs:island';

// `react/jsx-dev-runtime`: what MDX calls when a page is compiled again to place a problem (mdx-module.ts); its
// `jsxDEV` is the render guard's (evaluate.ts), which reads the element's place from it.
const REACT = ['react', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom', 'react-dom/server'];

let table: Map<string, unknown> | undefined;

/** Specifier → module, for every module a compiled page takes from the generator instead of bundling it. */
function hostModules(): Map<string, unknown> {
  if (table) return table;
  table = new Map<string, unknown>(REACT.map((name) => [name, require(name)]));
  // `@theme-original/X` is the built-in a site's swizzled `src/theme/X` wraps (Docusaurus's wrap swizzle).
  for (const [name, component] of Object.entries(THEME)) {
    table.set(`@theme/${name}`, esm({ default: component }));
    table.set(`@theme-original/${name}`, esm({ default: component }));
  }
  table.set('@theme-original/MDXComponents', esm({ default: MDXComponents }));
  for (const [name, element] of Object.entries(MdxElements))
    table.set(`@theme/MDXComponents/${name}`, esm({ default: element }));
  table.set('docs:content-components', esm({ default: contentComponents }));
  for (const [name, exports] of Object.entries(DOCUSAURUS)) table.set(name, esm(exports));
  table.set(ISLAND_MODULE, esm(Island));
  table.set(MDX_PROVIDER_MODULE, esm({ useMDXComponents: () => useContext(MdxComponentsContext) }));
  return table;
}

/** Is this specifier served by the generator (React, a built-in `@theme/` component, a Docusaurus shim)? */
export function isHostModule(specifier: string): boolean {
  return hostModules().has(specifier);
}

/** The `require` a compiled page runs with: host modules and Node's own (everything else is bundled). */
export function hostRequire(specifier: string): unknown {
  const mod = hostModules().get(specifier);
  if (mod === undefined) throw new Error(`docs: the compiled page required \`${specifier}\`, which is not bundled`);
  return mod;
}
