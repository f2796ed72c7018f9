import type { ReactNode } from 'react';

type Values = Record<string, ReactNode>;

/** Replaces `{name}` placeholders (Docusaurus's interpolation) with the given values. */
function interpolate(text: string, values?: Values): ReactNode {
  if (!values) return text;
  const parts = text.split(/(\{\w+\})/g).map((p) => {
    const m = /^\{(\w+)\}$/.exec(p);
    return m && m[1] in values ? values[m[1]] : p;
  });
  return parts.every((p) => typeof p === 'string') ? parts.join('') : <>{parts}</>;
}

/** `@docusaurus/Translate`: one locale, so the message as written, with its placeholders filled in. */
export default function Translate({
  children,
  values,
}: {
  id?: string;
  description?: string;
  values?: Values;
  children?: string;
}) {
  return <>{interpolate(children ?? '', values)}</>;
}

/** `translate({message, id}, values)`: the message as written. */
export function translate(
  { message }: { message: string; id?: string; description?: string },
  values?: Record<string, string>,
) {
  return message.replace(/\{(\w+)\}/g, (all, k: string) => values?.[k] ?? all);
}
