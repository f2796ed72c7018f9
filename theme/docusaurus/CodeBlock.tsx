import { isValidElement, type ReactNode } from 'react';
import { CodeBlock as ContentCodeBlock } from '../content/CodeBlock.tsx';

interface Props {
  language?: string;
  lang?: string;
  title?: string;
  children?: ReactNode;
}

/**
 * `@theme/CodeBlock`: Docusaurus pages pass the code as a string (`<CodeBlock language="py">{code}</CodeBlock>`);
 * fences reach the content CodeBlock highlighted already. A string is shown as plain code in the same frame.
 */
export function CodeBlock({ language, lang, title, children }: Props) {
  const code =
    typeof children === 'string' || Array.isArray(children) || !isValidElement(children) ? (
      <pre className="shiki">
        <code className={language ? `language-${language}` : undefined}>
          {Array.isArray(children) ? children.join('') : children}
        </code>
      </pre>
    ) : (
      children
    );
  return (
    <ContentCodeBlock title={title} lang={language ?? lang}>
      {code}
    </ContentCodeBlock>
  );
}

export default CodeBlock;
