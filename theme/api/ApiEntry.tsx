/** One documented symbol with its Markdown fields already rendered to HTML at build time. */
export interface ApiEntryData {
  anchor: string;
  name: string;
  kind: string;
  signature?: string;
  summaryHtml?: string;
  descriptionHtml?: string;
  params: { name: string; type?: string; default?: string; descriptionHtml?: string }[];
  returns?: { type?: string; descriptionHtml?: string };
  exampleHtml?: string;
  deprecated?: string | null;
  lifecycle?: string;
}

const Html = ({ html, className }: { html?: string; className?: string }) =>
  html ? <div className={className} dangerouslySetInnerHTML={{ __html: html }} /> : null;

/** How a symbol is shown: `@multi_asset` for decorators, the bare name otherwise. */
export const apiDisplayName = (entry: Pick<ApiEntryData, 'kind' | 'name'>) =>
  entry.kind === 'decorator' ? `@${entry.name}` : entry.name;

/**
 * An API reference entry: anchored heading, badges, signature, parameters table, returns and example.
 * The entry is left out of the page's own search record: the build indexes every entry as a record of
 * its own (see compile-api.ts), so a query for a symbol's name returns that symbol rather than the long
 * page that holds it.
 */
export function ApiEntry({ entry }: { entry: ApiEntryData }) {
  const Heading = entry.kind === 'method' || entry.kind === 'attribute' || entry.kind === 'property' ? 'h3' : 'h2';
  const shown = apiDisplayName(entry);
  return (
    <section
      className={`api-entry api-${entry.kind}${entry.deprecated ? ' api-deprecated' : ''}`}
      data-pagefind-ignore="all"
    >
      <Heading id={entry.anchor} className="api-name">
        <code>{shown}</code>
        <span className="api-kind">{entry.kind}</span>
        {entry.lifecycle && <span className={`badge badge-${entry.lifecycle}`}>{entry.lifecycle}</span>}
        {entry.deprecated && <span className="badge badge-deprecated">deprecated</span>}
        <a className="hash-link" href={`#${entry.anchor}`} aria-label={`Direct link to ${entry.name}`}>
          #
        </a>
      </Heading>
      {entry.signature && (
        <pre className="api-signature">
          <code>
            {entry.kind === 'decorator' ? '@' : ''}
            {entry.signature}
          </code>
        </pre>
      )}
      {entry.deprecated && (
        <div className="admonition admonition-warning" role="note">
          <p className="admonition-title">Deprecated</p>
          <Html html={entry.deprecated} />
        </div>
      )}
      <Html html={entry.summaryHtml} className="api-summary" />
      <Html html={entry.descriptionHtml} className="api-description" />
      {entry.params.length > 0 && (
        <div className="table-scroll" tabIndex={0}>
          <table className="api-params">
            <caption>Parameters</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Type</th>
                <th scope="col">Default</th>
                <th scope="col">Description</th>
              </tr>
            </thead>
            <tbody>
              {entry.params.map((p) => (
                <tr key={p.name}>
                  <td>
                    <code>{p.name}</code>
                  </td>
                  <td>{p.type && <code>{p.type}</code>}</td>
                  <td>{p.default !== undefined && <code>{p.default}</code>}</td>
                  <td>
                    <Html html={p.descriptionHtml} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {entry.returns && (
        <div className="api-returns">
          <strong>Returns</strong>
          {entry.returns.type && (
            <>
              {' '}
              <code>{entry.returns.type}</code>
            </>
          )}
          <Html html={entry.returns.descriptionHtml} />
        </div>
      )}
      {entry.exampleHtml && (
        <div className="api-example">
          <strong>Example</strong>
          <Html html={entry.exampleHtml} />
        </div>
      )}
    </section>
  );
}
