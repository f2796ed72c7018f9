import { Fragment, type ReactNode } from 'react';

type Values = Record<string, ReactNode>;

/** `interpolate('Hi {name}', values)`: a string when every value is one, else the parts as React children. */
export function interpolate(text: string, values?: Values): ReactNode {
  if (!values) return text;
  const parts = text.split(/(\{\w+\})/g).map((p) => {
    const m = /^\{(\w+)\}$/.exec(p);
    return m && m[1]! in values ? values[m[1]!] : p;
  });
  if (parts.every((p) => typeof p === 'string')) return parts.join('');
  return (
    <>
      {parts.map((p, i) => (
        <Fragment key={i}>{p}</Fragment>
      ))}
    </>
  );
}

/** `@docusaurus/Interpolate`: `<Interpolate values={{name: <b>x</b>}}>Hi {'{name}'}</Interpolate>`. */
export default function Interpolate({ children, values }: { children: string; values?: Values }) {
  return <>{interpolate(children, values)}</>;
}
