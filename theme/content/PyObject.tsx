/** An inline link to an API reference entry; `href` and `displayText` are resolved at build time. */
export function PyObject({ href, displayText, object }: { href?: string; displayText?: string; object?: string }) {
  const text = <code>{displayText ?? object}</code>;
  return href ? <a className="pyobject" href={href}>{text}</a> : text;
}
