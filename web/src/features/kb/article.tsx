import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import {
  articleQuery,
  useChangeArticle,
  type Article,
  type ArticleState,
  type FullArticle,
} from '../../api/articles.js';
import { ApiError, fieldError } from '../../api/client.js';
import { canContribute, useSession } from '../../api/session.js';
import { unlessShownAtField } from '../../api/work.js';
import { RichTextEditor, SanitisedHtml } from '../../components/rich-text.js';
import {
  Button,
  ErrorNotice,
  Loading,
  PageHeader,
  Section,
  SelectField,
  TextField,
} from '../../components/ui.js';
import { formatDateTime } from '../../lib/format.js';
import { ArticleList, parentOptions, STATE_OPTIONS, StateBadge, useAllArticles } from './kb.js';
import '../../screens.css';

export function ArticlePage() {
  const { id = '' } = useParams();
  const article = useQuery(articleQuery(id));
  if (article.isPending) return <Loading />;
  if (article.isError) {
    return (
      <>
        <PageHeader title="Article" />
        <ErrorNotice
          error={article.error}
          title={
            article.error instanceof ApiError && article.error.status === 404
              ? 'There is no such article, or it is somebody’s draft.'
              : 'The article could not be loaded.'
          }
        />
        <Link to="/kb">Knowledge base</Link>
      </>
    );
  }
  return <ArticleView key={article.data.id} article={article.data} />;
}

/** The articles from the top of the tree down to this one's parent, for the breadcrumb. */
function ancestorsOf(article: FullArticle, articles: Article[]): Article[] {
  const ancestors: Article[] = [];
  for (let at = article.parent; at;) {
    const found = articles.find((a) => a.id === at);
    if (!found) break;
    ancestors.unshift(found);
    at = found.parent;
  }
  return ancestors;
}

function ArticleView({ article }: { article: FullArticle }) {
  const session = useSession();
  const all = useAllArticles();
  const articles = all.data ?? [];
  const ancestors = ancestorsOf(article, articles);
  const children = articles.filter((a) => a.parent === article.id);
  return (
    <>
      <nav className="breadcrumb" aria-label="Breadcrumb">
        <ol className="inline-list crumbs">
          <li>
            <Link to="/kb">Knowledge base</Link>
          </li>
          {ancestors.map((ancestor) => (
            <li key={ancestor.id}>
              <Link to={`/kb/${ancestor.id}`}>{ancestor.title}</Link>
            </li>
          ))}
        </ol>
      </nav>
      <PageHeader
        title={article.title}
        description={`By ${article.author.name} · updated ${formatDateTime(article.updated_at)} · level ${article.depth + 1} of 6`}
        actions={<StateBadge state={article.state} />}
      />
      {canContribute(session) ? (
        <EditArticle article={article} articles={articles} />
      ) : (
        <Section title="Text" description="Guests read articles; writing them is for members.">
          <SanitisedHtml html={article.body ?? ''} empty="This article has no text yet." />
        </Section>
      )}
      <Section title="Sub-articles">
        {children.length === 0 ? (
          <p className="muted">None yet. Create one and put it under this article.</p>
        ) : (
          <ArticleList articles={children} />
        )}
      </Section>
    </>
  );
}

/** A member's form: title, state, place in the tree and text, saved together. */
function EditArticle({ article, articles }: { article: FullArticle; articles: Article[] }) {
  const [title, setTitle] = useState(article.title);
  const [state, setState] = useState<ArticleState>(article.state);
  const [parent, setParent] = useState(article.parent ?? '');
  const [body, setBody] = useState<string | null>(null);
  const save = useChangeArticle(article.id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ title, state, parent: parent === '' ? null : parent, ...(body !== null ? { body } : {}) });
  };
  return (
    <Section title="Edit">
      <form onSubmit={submit} aria-label="Edit article" className="form-grid">
        <TextField
          label="Title"
          required
          value={title}
          error={fieldError(save.error, 'title')}
          onChange={(event) => setTitle(event.target.value)}
        />
        <div className="form-columns">
          <SelectField
            label="State"
            options={STATE_OPTIONS}
            value={state}
            error={fieldError(save.error, 'state')}
            onChange={(event) => setState(event.target.value as ArticleState)}
          />
          <SelectField
            label="Under"
            hint="Moving an article takes its sub-articles with it."
            options={parentOptions(articles, article)}
            value={parent}
            error={fieldError(save.error, 'parent')}
            onChange={(event) => setParent(event.target.value)}
          />
        </div>
        <RichTextEditor label="Text" initialHtml={article.body ?? ''} onChange={setBody} />
        <ErrorNotice error={unlessShownAtField(save.error, ['title', 'state', 'parent'])} />
        <div className="row editor-actions">
          <Button type="submit" variant="primary" busy={save.isPending}>
            Save article
          </Button>
          {save.isSuccess ? (
            <span className="muted" role="status">
              Saved.
            </span>
          ) : null}
        </div>
      </form>
    </Section>
  );
}
