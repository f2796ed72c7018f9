import type { ComponentProps } from 'react';

type HeadingProps = ComponentProps<'h2'> & { as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' };

/** Docusaurus's `<Heading as="h2" id="x">`: a heading with the same `#` link Markdown headings get. */
export function Heading({ as: Tag, id, children, ...rest }: HeadingProps) {
  return (
    <Tag id={id} {...rest}>
      {children}
      {id && Tag !== 'h1' && (
        <a className="hash-link" href={`#${id}`} aria-hidden="true" tabIndex={-1} data-pagefind-ignore="">
          #
        </a>
      )}
    </Tag>
  );
}
