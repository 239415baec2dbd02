import { useEffect, useRef, type ReactNode } from 'react';
import { Link, NavLink, useParams } from 'react-router-dom';
import { useSession } from '@voice/session';
import { useBranding } from '@voice/ui/core';
import {
  allPages,
  docCategoriesFor,
  docPath,
  findCategory,
  findPage,
  withSiteWords,
  type DocCategory,
  type DocPage,
  type DocsReader,
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

function DocsNav({ reader }: { reader: DocsReader }) {
  return (
    <Sidebar aria-label="Documentation">
      <ul>
        {docCategoriesFor(reader).map((category) => (
          <li key={category.slug}>
            <NavLink to={docPath(category)} end>
              {category.title}
            </NavLink>
            <ul>
              {category.pages.map((page) => (
                <li key={page.slug}>
                  <NavLink to={docPath(category, page)}>
                    {withSiteWords(page.title, reader)}
                  </NavLink>
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

function DocsHome({ reader }: { reader: DocsReader }) {
  const categories = docCategoriesFor(reader);
  // The branded platform is the Resellers guide's subject: not mentioned to whom it is not shown.
  const resellers = categories.some((category) => category.slug === 'resellers');
  return (
    <>
      <Title>Documentation</Title>
      <Lead>
        {resellers
          ? `Everything you need to set up ${reader.appName}, from your first assistant to billing and running your own branded platform.`
          : `Everything you need to set up ${reader.appName}, from your first assistant to billing.`}
      </Lead>
      <CardList>
        {categories.map((category) => (
          <li key={category.slug}>
            <h2>
              <Link to={docPath(category)}>{category.title}</Link>
            </h2>
            <p>{withSiteWords(category.description, reader)}</p>
            <ul aria-label={`${category.title} pages`}>
              {category.pages.map((page) => (
                <li key={page.slug}>
                  <Link to={docPath(category, page)}>{withSiteWords(page.title, reader)}</Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </CardList>
    </>
  );
}

function CategoryIndex({ category, reader }: { category: DocCategory; reader: DocsReader }) {
  return (
    <>
      <Breadcrumbs items={[{ to: DOCS_PATH, label: 'Documentation' }, { label: category.title }]} />
      <Title>{category.title}</Title>
      <Lead>{withSiteWords(category.description, reader)}</Lead>
      <CardList>
        {category.pages.map((page) => (
          <li key={page.slug}>
            <h2>
              <Link to={docPath(category, page)}>{withSiteWords(page.title, reader)}</Link>
            </h2>
            <p>{withSiteWords(page.summary, reader)}</p>
          </li>
        ))}
      </CardList>
    </>
  );
}

function Article({
  category,
  page,
  reader,
}: {
  category: DocCategory;
  page: DocPage;
  reader: DocsReader;
}) {
  const order = allPages(docCategoriesFor(reader));
  const index = order.findIndex((entry) => entry.page === page);
  const previous = index > 0 ? order[index - 1] : undefined;
  const next = index >= 0 ? order[index + 1] : undefined;
  const title = withSiteWords(page.title, reader);
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
      <Lead>{withSiteWords(page.summary, reader)}</Lead>
      <Prose>
        <Markdown source={withSiteWords(page.source, reader)} dropTitle />
      </Prose>
      {previous || next ? (
        <Pager aria-label="Previous and next pages">
          {previous ? (
            <Link to={docPath(previous.category, previous.page)} rel="prev">
              <span>Previous</span> {withSiteWords(previous.page.title, reader)}
            </Link>
          ) : null}
          {next ? (
            <Link to={docPath(next.category, next.page)} rel="next">
              <span>Next</span> {withSiteWords(next.page.title, reader)}
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
  const { appName, isMainHost } = useBranding();
  const role = useSession((state) => state.user?.role ?? null);
  const reader: DocsReader = { appName, isMainHost, role };
  const found = categorySlug ? findCategory(categorySlug) : undefined;
  // A category this reader does not see is not there for it.
  const category = found && docCategoriesFor(reader).includes(found) ? found : undefined;
  const page = category && slug ? findPage(category, slug) : undefined;

  let view: ReactNode;
  if (!categorySlug) view = <DocsHome reader={reader} />;
  else if (!category || (slug && !page)) view = <NotFound />;
  else if (page) view = <Article category={category} page={page} reader={reader} />;
  else view = <CategoryIndex category={category} reader={reader} />;

  return (
    <Shell>
      <DocsNav reader={reader} />
      <Content>{view}</Content>
    </Shell>
  );
}
