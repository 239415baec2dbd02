import { useEffect, useRef, type ReactNode } from 'react';
import { Link, NavLink, useParams } from 'react-router-dom';
import { useBranding } from '@voice/ui/core';
import {
  DOC_CATEGORIES,
  allPages,
  docPath,
  findCategory,
  findPage,
  withAppName,
  type DocCategory,
  type DocPage,
} from './docs-catalog';
import { Markdown } from '@voice/ui/markdown';
import { CardList, Content, Crumbs, Lead, Pager, Prose, Shell, Sidebar } from './docs-styles';
import { DOCS_PATH } from '@voice/contracts/paths';

/** Each view's one h1; it takes the focus when the reader moves to another page (and scrolls to it). */
function Title({ children, id }: { children: ReactNode; id?: string }) {
  const { category, slug } = useParams();
  const ref = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    ref.current?.focus();
  }, [category, slug]);
  return (
    <h1 ref={ref} id={id} tabIndex={-1}>
      {children}
    </h1>
  );
}

function DocsNav({ appName }: { appName: string }) {
  return (
    <Sidebar aria-label="Documentation">
      <ul>
        {DOC_CATEGORIES.map((category) => (
          <li key={category.slug}>
            <NavLink to={docPath(category)} end>
              {category.title}
            </NavLink>
            <ul>
              {category.pages.map((page) => (
                <li key={page.slug}>
                  <NavLink to={docPath(category, page)}>{withAppName(page.title, appName)}</NavLink>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Sidebar>
  );
}

function Breadcrumbs({ items }: { items: { to?: string; label: string }[] }) {
  return (
    <Crumbs aria-label="Breadcrumb">
      <ol>
        {items.map((item) => (
          <li key={item.label}>
            {item.to ? (
              <Link to={item.to}>{item.label}</Link>
            ) : (
              <span aria-current="page">{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </Crumbs>
  );
}

function DocsHome({ appName }: { appName: string }) {
  return (
    <>
      <Title>Documentation</Title>
      <Lead>
        Everything you need to set up {appName}, from your first assistant to billing and running
        your own branded platform.
      </Lead>
      <CardList>
        {DOC_CATEGORIES.map((category) => (
          <li key={category.slug}>
            <h2>
              <Link to={docPath(category)}>{category.title}</Link>
            </h2>
            <p>{withAppName(category.description, appName)}</p>
            <ul aria-label={`${category.title} pages`}>
              {category.pages.map((page) => (
                <li key={page.slug}>
                  <Link to={docPath(category, page)}>{withAppName(page.title, appName)}</Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </CardList>
    </>
  );
}

function CategoryIndex({ category, appName }: { category: DocCategory; appName: string }) {
  return (
    <>
      <Breadcrumbs items={[{ to: DOCS_PATH, label: 'Documentation' }, { label: category.title }]} />
      <Title>{category.title}</Title>
      <Lead>{withAppName(category.description, appName)}</Lead>
      <CardList>
        {category.pages.map((page) => (
          <li key={page.slug}>
            <h2>
              <Link to={docPath(category, page)}>{withAppName(page.title, appName)}</Link>
            </h2>
            <p>{withAppName(page.summary, appName)}</p>
          </li>
        ))}
      </CardList>
    </>
  );
}

function Article({
  category,
  page,
  appName,
}: {
  category: DocCategory;
  page: DocPage;
  appName: string;
}) {
  const order = allPages();
  const index = order.findIndex((entry) => entry.page === page);
  const previous = index > 0 ? order[index - 1] : undefined;
  const next = index >= 0 ? order[index + 1] : undefined;
  const title = withAppName(page.title, appName);
  return (
    <article aria-labelledby="doc-title">
      <Breadcrumbs
        items={[
          { to: DOCS_PATH, label: 'Documentation' },
          { to: docPath(category), label: category.title },
          { label: title },
        ]}
      />
      <Title id="doc-title">{title}</Title>
      <Lead>{withAppName(page.summary, appName)}</Lead>
      <Prose>
        <Markdown source={withAppName(page.source, appName)} dropTitle />
      </Prose>
      {previous || next ? (
        <Pager aria-label="Previous and next pages">
          {previous ? (
            <Link to={docPath(previous.category, previous.page)} rel="prev">
              <span>Previous</span> {withAppName(previous.page.title, appName)}
            </Link>
          ) : null}
          {next ? (
            <Link to={docPath(next.category, next.page)} rel="next">
              <span>Next</span> {withAppName(next.page.title, appName)}
            </Link>
          ) : null}
        </Pager>
      ) : null}
    </article>
  );
}

function NotFound() {
  return (
    <>
      <Title>This page does not exist</Title>
      <Lead>
        The documentation page you are looking for may have moved or been renamed. Browse the topics
        instead.
      </Lead>
      <p>
        <Link to={DOCS_PATH}>Back to the documentation</Link>
      </p>
    </>
  );
}

/** /docs and /docs/:category/:slug? (spec 000 §2): the documentation home, a category, or a page. */
export default function DocsPage() {
  const { category: categorySlug, slug } = useParams();
  const { appName } = useBranding();
  const category = categorySlug ? findCategory(categorySlug) : undefined;
  const page = category && slug ? findPage(category, slug) : undefined;

  let view: ReactNode;
  if (!categorySlug) view = <DocsHome appName={appName} />;
  else if (!category || (slug && !page)) view = <NotFound />;
  else if (page) view = <Article category={category} page={page} appName={appName} />;
  else view = <CategoryIndex category={category} appName={appName} />;

  return (
    <Shell>
      <DocsNav appName={appName} />
      <Content>{view}</Content>
    </Shell>
  );
}
