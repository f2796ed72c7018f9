import type { ComponentProps } from 'react';
import useBaseUrl from './useBaseUrl.ts';

type LinkProps = ComponentProps<'a'> & { to?: string; isNavLink?: boolean; autoAddBaseUrl?: boolean };

/**
 * `@docusaurus/Link`: an `<a>`; site paths get the base URL; the runtime router handles the click. `pathname:///x`
 * (Docusaurus's mark for a file it does not build) is the path `/x`, base URL added, as Docusaurus's Link does.
 */
export default function Link({ to, href, isNavLink: _nav, autoAddBaseUrl: _auto, children, ...rest }: LinkProps) {
  const written = to ?? href ?? '';
  const target = useBaseUrl(written.startsWith('pathname://') ? written.slice('pathname://'.length) : written);
  return (
    <a {...rest} href={target}>
      {children}
    </a>
  );
}
