import { Fragment, isValidElement, useContext, type ReactNode } from 'react';
import { applyMagicComments, DEFAULT_MAGIC_COMMENTS, lineClass } from '../../shared/magic-comments.ts';
import { CodeBlock as ContentCodeBlock } from '../content/CodeBlock.tsx';
import { DocusaurusContext } from './context.ts';

interface Props {
  language?: string;
  lang?: string;
  title?: string;
  children?: ReactNode;
}

/**
 * `@theme/CodeBlock`: Docusaurus pages pass the code as a string (`<CodeBlock language="py">{code}</CodeBlock>`);
 * fences reach the content CodeBlock highlighted already. A string is shown as plain code in the same frame, one
 * `line` per line, its magic comments applied as on a fence (the site's `prism.magicComments`).
 */
export function CodeBlock({ language, lang, title, children }: Props) {
  const { siteConfig } = useContext(DocusaurusContext);
  const written = language ?? lang;
  const isCode = typeof children === 'string' || Array.isArray(children) || !isValidElement(children);
  let code: ReactNode = children;
  if (isCode) {
    const text = (Array.isArray(children) ? children.join('') : String(children ?? '')).replace(/\n$/, '');
    const comments = siteConfig.themeConfig?.prism?.magicComments ?? DEFAULT_MAGIC_COMMENTS;
    // As Docusaurus: no language, no magic comments.
    const parsed = written ? applyMagicComments(text, written, comments) : { code: text, lines: new Map() };
    code = (
      <pre className="shiki">
        <code className={written ? `language-${written}` : undefined}>
          {parsed.code.split('\n').map((line, i) => (
            <Fragment key={i}>
              {i > 0 && '\n'}
              <span className={['line', ...(parsed.lines.get(i + 1) ?? []).map(lineClass)].join(' ')}>{line}</span>
            </Fragment>
          ))}
        </code>
      </pre>
    );
  }
  return (
    <ContentCodeBlock title={title} lang={written}>
      {code}
    </ContentCodeBlock>
  );
}

export default CodeBlock;
