import { useEffect, useRef, type ReactNode } from 'react';
import { Link, NavLink, useParams } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSession } from '@voice/session';
import { useBranding } from '@voice/ui/core';
import {
  allPages,
  docCategoriesFor,
  docPath,
  docWords,
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
  const { t, i18n } = useLingui();
  return (
    <Sidebar aria-label={t`Documentation`}>
      <ul>
        {docCategoriesFor(reader).map((category) => (
          <li key={category.slug}>
            <NavLink to={docPath(category)} end>
              {docWords(category.title, reader, i18n)}
            </NavLink>
            <ul>
              {category.pages.map((page) => (
                <li key={page.slug}>
                  <NavLink to={docPath(category, page)}>
                    {docWords(page.title, reader, i18n)}
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
  const { t } = useLingui();
  return (
    <Crumbs aria-label={t`Breadcrumb`}>
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
  const { t, i18n } = useLingui();
  const { appName } = reader;
  const categories = docCategoriesFor(reader);
  // The branded platform is the Resellers guide's subject: not mentioned to whom it is not shown.
  const resellers = categories.some((category) => category.slug === 'resellers');
  return (
    <>
      <Title>
        <Trans>Documentation</Trans>
      </Title>
      <Lead>
        {resellers
          ? t`Everything you need to set up ${appName}, from your first assistant to billing and running your own branded platform.`
          : t`Everything you need to set up ${appName}, from your first assistant to billing.`}
      </Lead>
      <CardList>
        {categories.map((category) => {
          const categoryTitle = docWords(category.title, reader, i18n);
          return (
            <li key={category.slug}>
              <h2>
                <Link to={docPath(category)}>{categoryTitle}</Link>
              </h2>
              <p>{docWords(category.description, reader, i18n)}</p>
              <ul aria-label={t`${categoryTitle} pages`}>
                {category.pages.map((page) => (
                  <li key={page.slug}>
                    <Link to={docPath(category, page)}>{docWords(page.title, reader, i18n)}</Link>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </CardList>
    </>
  );
}

function CategoryIndex({ category, reader }: { category: DocCategory; reader: DocsReader }) {
  const { t, i18n } = useLingui();
  const categoryTitle = docWords(category.title, reader, i18n);
  return (
    <>
      <Breadcrumbs items={[{ to: DOCS_PATH, label: t`Documentation` }, { label: categoryTitle }]} />
      <Title>{categoryTitle}</Title>
      <Lead>{docWords(category.description, reader, i18n)}</Lead>
      <CardList>
        {category.pages.map((page) => (
          <li key={page.slug}>
            <h2>
              <Link to={docPath(category, page)}>{docWords(page.title, reader, i18n)}</Link>
            </h2>
            <p>{docWords(page.summary, reader, i18n)}</p>
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
  const { t, i18n } = useLingui();
  const order = allPages(docCategoriesFor(reader));
  const index = order.findIndex((entry) => entry.page === page);
  const previous = index > 0 ? order[index - 1] : undefined;
  const next = index >= 0 ? order[index + 1] : undefined;
  const title = docWords(page.title, reader, i18n);
  return (
    <article aria-labelledby="doc-title">
      <Breadcrumbs
        items={[
          { to: DOCS_PATH, label: t`Documentation` },
          { to: docPath(category), label: docWords(category.title, reader, i18n) },
          { label: title },
        ]}
      />
      <Title id="doc-title">{title}</Title>
      <Lead>{docWords(page.summary, reader, i18n)}</Lead>
      <Prose>
        <Markdown source={withSiteWords(page.source, reader)} dropTitle />
      </Prose>
      {previous || next ? (
        <Pager aria-label={t`Previous and next pages`}>
          {previous ? (
            <Link to={docPath(previous.category, previous.page)} rel="prev">
              <span>
                <Trans>Previous</Trans>
              </span>{' '}
              {docWords(previous.page.title, reader, i18n)}
            </Link>
          ) : null}
          {next ? (
            <Link to={docPath(next.category, next.page)} rel="next">
              <span>
                <Trans>Next</Trans>
              </span>{' '}
              {docWords(next.page.title, reader, i18n)}
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
      <Title>
        <Trans>This page does not exist</Trans>
      </Title>
      <Lead>
        <Trans>
          The documentation page you are looking for may have moved or been renamed. Browse the
          topics instead.
        </Trans>
      </Lead>
      <p>
        <Link to={DOCS_PATH}>
          <Trans>Back to the documentation</Trans>
        </Link>
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
