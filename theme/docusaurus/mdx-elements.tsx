import type { ComponentProps } from 'react';
import { Details } from '../content/Details.tsx';
import Link from './Link.tsx';

/**
 * `@theme/MDXComponents/<Element>`: what Docusaurus renders for Markdown's own elements; site components
 * import them to look like content. Here they are the plain elements (links go through `@docusaurus/Link`).
 */
export const MdxElements: Record<string, unknown> = {
  A: (props: ComponentProps<typeof Link>) => <Link {...props} />,
  Code: (props: ComponentProps<'code'>) => <code {...props} />,
  Pre: (props: ComponentProps<'pre'>) => <pre {...props} />,
  Ul: (props: ComponentProps<'ul'>) => <ul {...props} />,
  Li: (props: ComponentProps<'li'>) => <li {...props} />,
  Img: (props: ComponentProps<'img'>) => <img loading="lazy" {...props} />,
  // Content headings have their `#` link already (rehype-autolink-headings): the element as it is.
  Heading: ({ as: Tag, ...props }: ComponentProps<'h2'> & { as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' }) => (
    <Tag {...props} />
  ),
  Details,
};
