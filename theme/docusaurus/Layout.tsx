import type { ReactNode } from 'react';
import Head from './Head.tsx';
import useDocusaurusContext from './useDocusaurusContext.ts';

export interface LayoutProps {
  title?: string;
  description?: string;
  wrapperClassName?: string;
  noFooter?: boolean;
  children?: ReactNode;
}

/**
 * `@theme/Layout` for a React page of `src/pages/`: the page is rendered inside the theme's own layout
 * (navbar, sidebar-less main, footer: theme/Layout.tsx, around the whole page), so this only gives the document
 * head what Docusaurus's PageMetadata does — `<title>` as `title | site title` (the site title alone without
 * one) and the description — and wraps the content in `wrapperClassName`.
 */
export default function Layout({ title, description, wrapperClassName, children }: LayoutProps) {
  const { siteConfig } = useDocusaurusContext();
  const site = siteConfig.title;
  const full = title?.trim() ? (site ? `${title.trim()} | ${site}` : title.trim()) : site;
  return (
    <>
      <Head>
        {full && <title>{full}</title>}
        {full && <meta property="og:title" content={full} />}
        {description && <meta name="description" content={description} />}
        {description && <meta property="og:description" content={description} />}
      </Head>
      {wrapperClassName ? <div className={wrapperClassName}>{children}</div> : children}
    </>
  );
}
