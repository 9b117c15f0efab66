import { describeOperations } from '../openapi.js';
import {
  changeArticle,
  createArticle,
  getVisibleArticle,
  listVisibleArticles,
  presentArticle,
} from '../../domain/knowledge/articles.js';
import { respondWithPage } from '../envelope.js';
import { Collection, Data, EmptyQuery } from '../../schemas/common.js';
import type { RouteModule } from '../types.js';
import { inTransaction } from '../../db/connection.js';
import {
  ArticleSummarySchema,
  ArticleSchema,
  CreateArticleBody,
  UpdateArticleBody,
  ArticleQuery,
  ArticleParams,
} from '../../schemas/articles.js';

export const articleRoutes: RouteModule = (app, { db, dialect, config }) => {
  const operation = describeOperations('articles');
  app.get(
    '/articles',
    {
      schema: {
        ...operation(
          'listArticles',
          'List articles',
          'Knowledge-base articles (without body), by words (`q`) or parent.',
        ),
        querystring: ArticleQuery,
        response: { 200: Collection(ArticleSummarySchema) },
      },
    },
    async (request) =>
      respondWithPage(request, config.appUrl, (limit, offset) =>
        listVisibleArticles(db, dialect, request.caller, request.query, limit, offset),
      ),
  );

  app.get(
    '/articles/:article',
    {
      schema: {
        ...operation('getArticle', 'Get an article', 'One article with its body.'),
        params: ArticleParams,
        querystring: EmptyQuery,
        response: { 200: Data(ArticleSchema) },
      },
    },
    async (request) => {
      const article = await getVisibleArticle(db, request.caller, request.params.article);
      return { data: await presentArticle(db, article) };
    },
  );

  app.post(
    '/articles',
    {
      schema: {
        ...operation(
          'createArticle',
          'Write an article',
          'Creates an article; `title` is required, the HTML body is sanitised.',
        ),
        body: CreateArticleBody,
        querystring: EmptyQuery,
        response: { 201: Data(ArticleSchema) },
      },
    },
    async (request, reply) => {
      const article = await inTransaction(db, (tx) => createArticle(tx, request.ctx, request.body));
      return reply.status(201).send({ data: await presentArticle(db, article) });
    },
  );

  app.patch(
    '/articles/:article',
    {
      schema: {
        ...operation(
          'updateArticle',
          'Update an article',
          'Changes any subset of the article; leaving out `body` keeps the text.',
        ),
        params: ArticleParams,
        body: UpdateArticleBody,
        querystring: EmptyQuery,
        response: { 200: Data(ArticleSchema) },
      },
    },
    async (request) => {
      const article = await inTransaction(db, (tx) =>
        changeArticle(tx, request.ctx, { ...request.body, article: request.params.article }),
      );
      return { data: await presentArticle(db, article) };
    },
  );
};
