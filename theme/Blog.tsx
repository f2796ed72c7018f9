import type { BlogAuthor, BlogPostMeta, BlogSidebar, PageData, TagRef } from '../shared/page-data.ts';
import { withBaseUrl } from '../shared/routes.ts';
import { useSiteBase } from './base-url.ts';
import { Toc, TocCollapsible } from './Toc.tsx';

// The blog as Docusaurus's classic theme shows it: a post (BlogPostPage: header with title, date, reading time
// and authors; the article; tags; "Newer post" / "Older post"), the lists of posts (BlogListPage, with each
// post's excerpt and "Read more"), the tags, the archive by year, the authors; the sidebar of recent posts.

/** A `/`-rooted route under the site's base URL. */
function useHref() {
  const base = useSiteBase();
  return (route: string) => withBaseUrl(base, route);
}

function BlogSidebarNav({ sidebar, path }: { sidebar?: BlogSidebar; path: string }) {
  const href = useHref();
  if (!sidebar) return null;
  return (
    <aside className="blog-sidebar">
      <nav aria-label="Blog recent posts navigation">
        <div className="blog-sidebar-title">{sidebar.title}</div>
        <ul>
          {sidebar.items.map((i) => (
            <li key={i.href}>
              <a href={href(i.href)} aria-current={i.href === path ? 'page' : undefined}>
                {i.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}

function Author({ author }: { author: BlogAuthor }) {
  const href = useHref();
  const link = author.page ? href(author.page) : author.url;
  const name = author.name ?? author.key;
  return (
    <div className="blog-author">
      {author.imageUrl && <img className="blog-author-image" src={author.imageUrl} alt={name ?? ''} />}
      <div>
        {name && <div className="blog-author-name">{link ? <a href={link}>{name}</a> : name}</div>}
        {author.title && <small className="blog-author-title">{author.title}</small>}
      </div>
    </div>
  );
}

function Tags({ tags }: { tags: TagRef[] }) {
  const href = useHref();
  if (!tags.length) return null;
  return (
    <div className="doc-tags">
      <span className="doc-tags-label">Tags:</span>
      <ul className="tag-list">
        {tags.map((t) => (
          <li key={t.href}>
            <a className="tag" href={href(t.href)} rel="tag">
              {t.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Title (a link in lists), date, reading time and authors. */
function PostHeader({ post, inList }: { post: BlogPostMeta; inList: boolean }) {
  const href = useHref();
  const minutes = post.readingTime === undefined ? undefined : Math.max(1, Math.ceil(post.readingTime));
  return (
    <header className="blog-post-header">
      {inList ? (
        <h2 className="blog-post-title">
          <a href={href(post.href)}>{post.title}</a>
        </h2>
      ) : (
        <h1 className="blog-post-title">{post.title}</h1>
      )}
      <div className="blog-post-meta">
        <time dateTime={post.date}>{post.formattedDate}</time>
        {minutes !== undefined && ` · ${minutes} min read`}
      </div>
      {post.authors.length > 0 && (
        <div className="blog-authors">
          {post.authors.map((a, i) => (
            <Author key={a.key ?? i} author={a} />
          ))}
        </div>
      )}
    </header>
  );
}

/** A post's page: its header, the article (indexed by search), tags, the pager, the TOC and the blog sidebar. */
export function BlogPostPage({ page, html }: { page: PageData; html: string }) {
  const href = useHref();
  const blog = page.blog!;
  return (
    <div className="blog-page">
      <BlogSidebarNav sidebar={blog.sidebar} path={page.path} />
      <main className="blog-main">
        <article className="doc blog-post">
          {page.unlisted && (
            <div className="admonition admonition-warning unlisted-banner" role="note">
              <p className="admonition-title">Unlisted page</p>
              <p>
                This page is unlisted. Search engines will not index it, and only readers with a direct link can find
                it.
              </p>
            </div>
          )}
          <div data-pagefind-body={page.searchable ? '' : undefined}>
            <PostHeader post={blog.post} inList={false} />
          </div>
          {!page.hideTableOfContents && <TocCollapsible toc={page.toc} />}
          <div
            className="markdown"
            data-pagefind-body={page.searchable ? '' : undefined}
            dangerouslySetInnerHTML={{ __html: html }}
          />
          {(blog.post.tags.length > 0 || page.editUrl) && (
            <footer className="doc-footer">
              <Tags tags={blog.post.tags} />
              {page.editUrl && (
                <a className="edit-this-page" href={page.editUrl} target="_blank" rel="noopener noreferrer">
                  Edit this page
                </a>
              )}
            </footer>
          )}
          {(blog.newer || blog.older) && (
            <nav className="pagination" aria-label="Blog post page navigation">
              {blog.newer ? (
                <a className="pagination-prev" href={href(blog.newer.href)} rel="prev">
                  <span className="pagination-label">Newer post</span>
                  <span className="pagination-title">« {blog.newer.title}</span>
                </a>
              ) : (
                <span />
              )}
              {blog.older && (
                <a className="pagination-next" href={href(blog.older.href)} rel="next">
                  <span className="pagination-label">Older post</span>
                  <span className="pagination-title">{blog.older.title} »</span>
                </a>
              )}
            </nav>
          )}
        </article>
      </main>
      {!page.hideTableOfContents && <Toc toc={page.toc} />}
    </div>
  );
}

/** A post in a list: its header, excerpt and a "Read more" link when the post is longer. */
export interface ListedPost extends BlogPostMeta {
  excerptHtml: string;
}

/** A list of posts (the blog's pages, a tag's, an author's), with "Newer entries" / "Older entries". */
export function BlogListPage(props: {
  path: string;
  posts: ListedPost[];
  sidebar?: BlogSidebar;
  heading?: string;
  author?: BlogAuthor;
  tagsRoute?: string;
  newer?: string;
  older?: string;
}) {
  const href = useHref();
  return (
    <div className="blog-page">
      <BlogSidebarNav sidebar={props.sidebar} path={props.path} />
      <main className="blog-main blog-list">
        {props.author ? (
          <header className="blog-list-header">
            <Author author={props.author} />
          </header>
        ) : (
          props.heading && (
            <header className="blog-list-header">
              <h1>{props.heading}</h1>
              {props.tagsRoute && <a href={href(props.tagsRoute)}>View all tags</a>}
            </header>
          )
        )}
        {props.posts.map((post) => (
          <article className="blog-post-item" key={post.href}>
            <PostHeader post={post} inList />
            <div className="markdown" dangerouslySetInnerHTML={{ __html: post.excerptHtml }} />
            {(post.tags.length > 0 || post.truncated) && (
              <footer className="blog-post-item-footer">
                <Tags tags={post.tags} />
                {post.truncated && (
                  <a className="blog-read-more" href={href(post.href)} aria-label={`Read more about ${post.title}`}>
                    <b>Read more</b>
                  </a>
                )}
              </footer>
            )}
          </article>
        ))}
        {(props.newer || props.older) && (
          <nav className="pagination" aria-label="Blog list page navigation">
            {props.newer ? (
              <a className="pagination-prev" href={href(props.newer)} rel="prev">
                <span className="pagination-title">« Newer entries</span>
              </a>
            ) : (
              <span />
            )}
            {props.older && (
              <a className="pagination-next" href={href(props.older)} rel="next">
                <span className="pagination-title">Older entries »</span>
              </a>
            )}
          </nav>
        )}
      </main>
    </div>
  );
}

/** `/blog/tags`: every tag of the blog with its number of posts. */
export function BlogTagsPage({
  tags,
  sidebar,
  path,
}: {
  tags: { label: string; href: string; count: number }[];
  sidebar?: BlogSidebar;
  path: string;
}) {
  const href = useHref();
  return (
    <div className="blog-page">
      <BlogSidebarNav sidebar={sidebar} path={path} />
      <main className="blog-main doc tags-page">
        <h1>Tags</h1>
        <ul className="tag-list">
          {tags.map((t) => (
            <li key={t.href}>
              <a className="tag" href={href(t.href)}>
                {`${t.label} `}
                <span className="tag-count">{t.count}</span>
              </a>
            </li>
          ))}
        </ul>
      </main>
    </div>
  );
}

/** `/blog/authors`: every author with a page, with their number of posts. */
export function BlogAuthorsPage({ authors }: { authors: (BlogAuthor & { count: number })[] }) {
  return (
    <main className="blog-main doc blog-authors-page">
      <h1>Authors</h1>
      <ul className="blog-authors-list">
        {authors.map((a) => (
          <li key={a.key ?? a.name}>
            <Author author={a} />
            <span className="tag-count">{a.count}</span>
          </li>
        ))}
      </ul>
    </main>
  );
}

/** `/blog/archive`: every post by year, newest first. */
export function BlogArchivePage({ posts }: { posts: BlogPostMeta[] }) {
  const href = useHref();
  const years = new Map<string, BlogPostMeta[]>();
  for (const p of posts) years.set(p.date.slice(0, 4), [...(years.get(p.date.slice(0, 4)) ?? []), p]);
  return (
    <main className="blog-main doc blog-archive">
      <h1>Archive</h1>
      {[...years].map(([year, list]) => (
        <section key={year}>
          <h2>{year}</h2>
          <ul>
            {list.map((p) => (
              <li key={p.href}>
                <a href={href(p.href)}>
                  {p.formattedDate.replace(/,? \d{4}$/, '')} - {p.title}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </main>
  );
}

/**
 * A generated page of the blog (list, tags, archive, authors) as the router shows it: its markup, rendered once by
 * the build (cli/pipeline/stages/blog-pages.ts) and kept in its route data, so a client navigation reaches it too.
 */
export function BlogGeneratedPage({ html }: { html: string }) {
  return <div className="blog-generated" dangerouslySetInnerHTML={{ __html: html }} />;
}
