import type { ReactNode } from 'react';
import { interpolate } from './Interpolate.tsx';

type Values = Record<string, ReactNode>;

/**
 * The text of a translation declaration. One locale and no code translations, so, as Docusaurus falls back
 * without one: the message written, else the id (sites call `translate({id})` with the text only in their
 * `i18n/<locale>/code.json`).
 */
function messageOf(id: string | undefined, message: string | undefined): string {
  const text = message ?? id;
  if (text === undefined) {
    throw new Error(
      'Docusaurus translation declarations must have at least a translation id or a default translation message',
    );
  }
  return text;
}

/** `@docusaurus/Translate`: one locale, so the message as written, with its placeholders filled in. */
export default function Translate({
  id,
  children,
  values,
}: {
  id?: string;
  description?: string;
  values?: Values;
  children?: string;
}) {
  return <>{interpolate(messageOf(id, children), values)}</>;
}

/** `translate({message, id}, values)`: the message as written (else its id). */
export function translate(
  { message, id }: { message?: string; id?: string; description?: string },
  values?: Record<string, string>,
) {
  return messageOf(id, message).replace(/\{(\w+)\}/g, (all, k: string) => values?.[k] ?? all);
}
