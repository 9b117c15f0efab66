import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ARTICLE_STATES } from '../../../../src/schemas/enums.js';
import {
  allArticlesQuery,
  articleSearchQuery,
  useCreateArticle,
  type Article,
  type ArticleState,
} from '../../api/articles.js';
import { fieldError } from '../../api/client.js';
import { canContribute, useSession } from '../../api/session.js';
import { unlessShownAtField } from '../../api/work.js';
import {
  Badge,
  Button,
  EmptyState,
  ErrorNotice,
  Loading,
  PageHeader,
  Section,
  SelectField,
  TextField,
} from '../../components/ui.js';
import { humanize } from '../../lib/format.js';
import '../../screens.css';

/** The contract's limit: depth 0 to 5. */
export const MAX_DEPTH = 5;

export const STATE_OPTIONS = ARTICLE_STATES.map((state) => ({ value: state, label: humanize(state) }));

export function useAllArticles() {
  return useQuery(allArticlesQuery);
}

export function StateBadge({ state }: { state: ArticleState }) {
  const tone = state === 'published' ? 'good' : state === 'in_review' ? 'warn' : 'neutral';
  return <Badge tone={tone}>{state === 'draft' ? 'Draft (only you)' : humanize(state)}</Badge>;
}

/** Articles a new or moved article may go under: not itself, not its own subtree, not at the last level. */
export function parentOptions(articles: Article[], moving?: Article) {
  const excluded = new Set<string>();
  if (moving) {
    excluded.add(moving.id);
    let grew = true;
    while (grew) {
      grew = false;
      for (const article of articles) {
        if (article.parent && excluded.has(article.parent) && !excluded.has(article.id)) {
          excluded.add(article.id);
          grew = true;
        }
      }
    }
  }
  return [
    { value: '', label: 'Top level' },
    ...orderAsTree(articles)
      .filter((article) => !excluded.has(article.id) && article.depth < MAX_DEPTH)
      .map((article) => ({ value: article.id, label: `${'— '.repeat(article.depth)}${article.title}` })),
  ];
}

/** Articles in reading order: each parent followed by its children, by title. */
export function orderAsTree(articles: Article[]): Article[] {
  const children = new Map<string | null, Article[]>();
  const ids = new Set(articles.map((a) => a.id));
  for (const article of articles) {
    // A parent the reader cannot see (someone's draft) puts the article at the top.
    const parent = article.parent && ids.has(article.parent) ? article.parent : null;
    children.set(parent, [...(children.get(parent) ?? []), article]);
  }
  const out: Article[] = [];
  const walk = (parent: string | null) => {
    for (const article of (children.get(parent) ?? []).sort((a, b) => a.title.localeCompare(b.title))) {
      out.push(article);
      walk(article.id);
    }
  };
  walk(null);
  return out;
}

export function KnowledgeBasePage() {
  const [params, setParams] = useSearchParams();
  const [writing, setWriting] = useState(false);
  const session = useSession();
  const q = params.get('q') ?? '';
  const [search, setSearch] = useState(q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams(params);
    if (search.trim()) next.set('q', search.trim());
    else next.delete('q');
    setParams(next, { replace: true });
  };
  return (
    <>
      <PageHeader
        title="Knowledge base"
        description="Articles in a tree up to six levels deep. Drafts are seen by their author only."
        actions={
          writing || !canContribute(session) ? null : (
            <Button variant="primary" onClick={() => setWriting(true)}>
              New article
            </Button>
          )
        }
      />
      {writing ? <NewArticleSection onCancel={() => setWriting(false)} /> : null}
      <form role="search" onSubmit={submit} className="form-inline screen-filters" aria-label="Articles">
        <TextField
          label="Search articles"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Button type="submit">Search</Button>
      </form>
      {q ? <SearchResults q={q} /> : <ArticleTree />}
    </>
  );
}

function SearchResults({ q }: { q: string }) {
  const results = useQuery(articleSearchQuery(q));
  return (
    <Section title={`Articles matching “${q}”`}>
      {results.isPending ? (
        <Loading />
      ) : results.isError ? (
        <ErrorNotice error={results.error} />
      ) : results.data.length === 0 ? (
        <EmptyState title="Nothing matches">Try other words.</EmptyState>
      ) : (
        <ArticleList articles={results.data} />
      )}
    </Section>
  );
}

/** Articles with their excerpts. */
export function ArticleList({ articles }: { articles: Article[] }) {
  return (
    <ul className="list">
      {articles.map((article) => (
        <li key={article.id} className="list-row">
          <div className="list-main">
            <Link className="list-title link-strong" to={`/kb/${article.id}`}>
              {article.title}
            </Link>
            <span className="muted excerpt">{article.excerpt || 'No text yet.'}</span>
          </div>
          <StateBadge state={article.state} />
        </li>
      ))}
    </ul>
  );
}

function ArticleTree() {
  const articles = useAllArticles();
  return (
    <Section title="All articles">
      {articles.isPending ? (
        <Loading />
      ) : articles.isError ? (
        <ErrorNotice error={articles.error} />
      ) : articles.data.length === 0 ? (
        <EmptyState title="No articles yet">
          Write the first one: how the team works, what to know.
        </EmptyState>
      ) : (
        <TreeLevel articles={articles.data} parent={null} />
      )}
    </Section>
  );
}

function TreeLevel({ articles, parent }: { articles: Article[]; parent: string | null }) {
  const ids = new Set(articles.map((a) => a.id));
  const level = articles
    .filter((a) => (parent === null ? a.parent === null || !ids.has(a.parent) : a.parent === parent))
    .sort((a, b) => a.title.localeCompare(b.title));
  if (level.length === 0) return null;
  return (
    <ul
      className={parent === null ? 'tree' : 'tree tree-nested'}
      aria-label={parent === null ? 'Articles' : undefined}
    >
      {level.map((article) => (
        <li key={article.id}>
          <div className="tree-row">
            <Link className="link-strong tree-title" to={`/kb/${article.id}`}>
              {article.title}
            </Link>
            <StateBadge state={article.state} />
            <span className="muted tree-excerpt">{article.excerpt}</span>
          </div>
          <TreeLevel articles={articles} parent={article.id} />
        </li>
      ))}
    </ul>
  );
}

function NewArticleSection({ onCancel }: { onCancel: () => void }) {
  const navigate = useNavigate();
  const articles = useAllArticles();
  const [title, setTitle] = useState('');
  const [parent, setParent] = useState('');
  const [state, setState] = useState<ArticleState>('draft');
  const create = useCreateArticle();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { title, state, parent: parent === '' ? null : parent },
      { onSuccess: (article) => void navigate(`/kb/${article.id}`) },
    );
  };
  return (
    <Section title="New article">
      <form onSubmit={submit} aria-label="New article" className="form-grid">
        <TextField
          label="Title"
          required
          autoFocus
          value={title}
          error={fieldError(create.error, 'title')}
          onChange={(event) => setTitle(event.target.value)}
        />
        <div className="form-columns">
          <SelectField
            label="Under"
            options={parentOptions(articles.data ?? [])}
            value={parent}
            error={fieldError(create.error, 'parent')}
            onChange={(event) => setParent(event.target.value)}
          />
          <SelectField
            label="State"
            options={STATE_OPTIONS}
            value={state}
            error={fieldError(create.error, 'state')}
            onChange={(event) => setState(event.target.value as ArticleState)}
          />
        </div>
        <ErrorNotice error={unlessShownAtField(create.error, ['title', 'parent', 'state'])} />
        <div className="row">
          <Button type="submit" variant="primary" busy={create.isPending}>
            Create article
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
    </Section>
  );
}
