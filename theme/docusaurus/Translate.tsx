import type { ReactNode } from 'react';
import { interpolate } from './Interpolate.tsx';

type Values = Record<string, ReactNode>;

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
