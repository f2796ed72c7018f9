import type { ComponentProps } from 'react';
import useBaseUrl from './useBaseUrl.ts';

type LinkProps = ComponentProps<'a'> & { to?: string; isNavLink?: boolean; autoAddBaseUrl?: boolean };

/** `@docusaurus/Link`: an `<a>`; site paths get the base URL; the runtime router handles the click. */
export default function Link({ to, href, isNavLink: _nav, autoAddBaseUrl: _auto, children, ...rest }: LinkProps) {
  const target = useBaseUrl(to ?? href ?? '');
  return (
    <a {...rest} href={target}>
      {children}
    </a>
  );
}
