import { Type, type Static } from 'typebox';
import { ARTICLE_STATES } from './enums.js';
import { ActorSchema, Nullable, PaginationQuery, RequiredText, StringEnum, Timestamp } from './common.js';

export const articleFields = {
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
export type ArticleSummaryView = Static<typeof ArticleSummarySchema>;
export type ArticleView = Static<typeof ArticleSchema>;

export const writable = {
  body: Type.Optional(Nullable(Type.String({ maxLength: 500_000 }))),
  state: Type.Optional(StringEnum(ARTICLE_STATES)),
  published: Type.Optional(Type.Boolean()),
  parent: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
};

export const CreateArticleBody = Type.Object(
  { title: Type.String({ ...RequiredText, maxLength: 255 }), ...writable },
  { additionalProperties: false },
);

export const UpdateArticleBody = Type.Object(
  { title: Type.Optional(Type.String({ ...RequiredText, maxLength: 255 })), ...writable },
  { additionalProperties: false },
);

export const ArticleQuery = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: 200 })),
    parent: Type.Optional(Type.String({ maxLength: 64 })),
    state: Type.Optional(StringEnum(ARTICLE_STATES)),
    ...PaginationQuery,
  },
  { additionalProperties: false },
);

export const ArticleParams = Type.Object({ article: Type.String() });
