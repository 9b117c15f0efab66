import { Type } from 'typebox';
import {
  changeArticle,
  createArticle,
  getVisibleArticle,
  listVisibleArticles,
  presentArticle,
} from '../../domain/articles.js';
import { ARTICLE_STATES } from '../../domain/enums.js';
import { respondWithPage } from '../envelope.js';
import {
  ActorSchema,
  Collection,
  Data,
  EmptyQuery,
  Nullable,
  PaginationQuery,
  RequiredText,
  StringEnum,
  Timestamp,
} from '../../schemas/common.js';
import type { RouteModule } from '../types.js';
import { inTransaction } from '../../db/connection.js';

const articleFields = {
  id: Type.String(),
  parent: Nullable(Type.String()),
  title: Type.String(),
  depth: Type.Integer(),
  state: StringEnum(ARTICLE_STATES),
  published: Type.Boolean(),
  excerpt: Type.String(),
  author: ActorSchema,
  created_at: Timestamp,
  updated_at: Timestamp,
};
/** Lists carry no body. */
export const ArticleSummarySchema = Type.Object(articleFields);
export const ArticleSchema = Type.Object({ ...articleFields, body: Type.String() });

const writable = {
  body: Type.Optional(Nullable(Type.String({ maxLength: 500_000 }))),
  state: Type.Optional(StringEnum(ARTICLE_STATES)),
  published: Type.Optional(Type.Boolean()),
  parent: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
};
const CreateArticleBody = Type.Object(
  { title: Type.String({ ...RequiredText, maxLength: 255 }), ...writable },
  { additionalProperties: false },
);
const UpdateArticleBody = Type.Object(
  { title: Type.Optional(Type.String({ ...RequiredText, maxLength: 255 })), ...writable },
  { additionalProperties: false },
);
const ArticleQuery = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: 200 })),
    parent: Type.Optional(Type.String({ maxLength: 64 })),
    state: Type.Optional(StringEnum(ARTICLE_STATES)),
    ...PaginationQuery,
  },
  { additionalProperties: false },
);
const ArticleParams = Type.Object({ article: Type.String() });

export const articleRoutes: RouteModule = (app, { db, dialect, config }) => {
  app.get(
    '/articles',
    { schema: { querystring: ArticleQuery, response: { 200: Collection(ArticleSummarySchema) } } },
    async (request) =>
      respondWithPage(request, config.appUrl, (limit, offset) =>
        listVisibleArticles(db, dialect, request.caller, request.query, limit, offset),
      ),
  );

  app.get(
    '/articles/:article',
    { schema: { params: ArticleParams, querystring: EmptyQuery, response: { 200: Data(ArticleSchema) } } },
    async (request) => {
      const article = await getVisibleArticle(db, request.caller, request.params.article);
      return { data: await presentArticle(db, article) };
    },
  );

  app.post(
    '/articles',
    { schema: { body: CreateArticleBody, querystring: EmptyQuery, response: { 201: Data(ArticleSchema) } } },
    async (request, reply) => {
      const article = await inTransaction(db, (trx) => createArticle(trx, request.caller, request.body));
      return reply.status(201).send({ data: await presentArticle(db, article) });
    },
  );

  app.patch(
    '/articles/:article',
    {
      schema: {
        params: ArticleParams,
        body: UpdateArticleBody,
        querystring: EmptyQuery,
        response: { 200: Data(ArticleSchema) },
      },
    },
    async (request) => {
      const article = await inTransaction(db, (trx) =>
        changeArticle(trx, request.caller, request.params.article, request.body),
      );
      return { data: await presentArticle(db, article) };
    },
  );
};
