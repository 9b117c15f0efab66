import type { SelectQueryBuilder, Simplify } from 'kysely';

/** One page of a collection and the size of the whole collection, for `collection()`. */
export interface Page<Row> {
  rows: Row[];
  total: number;
}

/**
 * Runs a listing query for one page, and counts what the whole listing holds from the same query with
 * its selection and order removed, so the page and the total can never filter differently. The query
 * must not group or select distinct rows (the count would then count something else).
 */
export async function fetchPage<DB, TB extends keyof DB, Row>(
  query: SelectQueryBuilder<DB, TB, Row>,
  limit: number,
  offset: number,
): Promise<Page<Simplify<Row>>> {
  const [rows, count] = await Promise.all([
    query.limit(limit).offset(offset).execute(),
    query
      .clearSelect()
      .clearOrderBy()
      // PostgreSQL answers count(*) as a bigint, which pg hands over as text.
      .select((eb) => eb.fn.countAll().as('total'))
      // The selection's type cannot be worked out for a generic query; count(*) is all it holds.
      .$castTo<{ total: number | string }>()
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
