import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { organisations, properties, users } from '../../db/schema';
import { buildSearchFilter } from '../search/build-search-filter';
import { storedFilters } from '../saved-searches/parse-saved-filters';

/**
 * A saved search's WHERE clause split into its shape and its values. The clause is the one search runs
 * (buildSearchFilter), built with a binder that puts each value in a column of a row source `v` instead of a
 * parameter, a column per value numbered by its type (`"v"."f0"`, `"v"."t0"`, `"v"."b0"`…): searches whose clauses
 * have the same text differ only in their values, and every candidate's values travel as one row of `v`, whatever
 * its shape (confirmStatement).
 */
export interface FilterShape {
  /** The clause's text: equal keys mean one clause serves both. */
  key: string;
  /** The clause, its text rendered once (only a clause with a value the binder did not see keeps its parameters). */
  clause: SQL;
  /** How many value columns of each type the clause reads. */
  columns: Record<ValueType, number>;
}

type ValueType = 'float8' | 'text' | 'bool';
const VALUE_TYPES: ValueType[] = ['float8', 'text', 'bool'];
const COLUMN_PREFIX: Record<ValueType, string> = { float8: 'f', text: 't', bool: 'b' };

export interface CompiledFilter {
  shape: FilterShape;
  /** The values by type, in column order, as array-literal elements of that type. */
  values: Record<ValueType, string[]>;
}

const dialect = new PgDialect();
const ROW = sql.identifier('v');

/** Every shape seen, so that each clause object is built once however many searches share it. */
const shapes = new Map<string, FilterShape>();
/**
 * Each distinct stored filter (its JSON text, as the database returns it) compiled once: parsing with zod and
 * building the clause cost far more than confirming. The key is the filter itself, so an edited search is simply a
 * new entry; past this many the oldest half is dropped (the cost is a rebuild, not a wrong answer).
 */
const compiled = new Map<string, CompiledFilter>();
/**
 * The same compiled filters by saved search id, with the row version they were read from (its xmin): a candidate
 * known here needs no filter from the database (turning each candidate's jsonb into text was half of the candidate
 * statement's time). A search's filters are written once, with the row; any update of the row gives it a new xmin,
 * which the candidate statement answers, so a changed row is read again. (xmin values are unique within a
 * PostgreSQL cluster, and a copy of the database, such as the replica, holds the same rows.)
 */
const bySearch = new Map<number, { version: string; entry: CompiledFilter }>();
const MAX_COMPILED = 200_000;

/** Adds an entry to one of the caches, dropping its oldest half past MAX_COMPILED. */
function remember<K, V>(cache: Map<K, V>, key: K, entry: V) {
  if (cache.size >= MAX_COMPILED) {
    let drop = MAX_COMPILED / 2;
    for (const old of cache.keys()) {
      cache.delete(old);
      if (--drop === 0) break;
    }
  }
  cache.set(key, entry);
}

/** PostgreSQL array-literal element: numbers as they print, booleans as t/f, text quoted. */
function element(value: unknown): { type: ValueType; text: string } {
  if (typeof value === 'number') return { type: 'float8', text: String(value) };
  if (typeof value === 'boolean') return { type: 'bool', text: value ? 't' : 'f' };
  if (Array.isArray(value)) {
    // A list value (features) travels as its own array literal in a text column; the clause casts it (`::text[]`).
    return { type: 'text', text: quote(`{${value.map((item) => quote(String(item))).join(',')}}`) };
  }
  return { type: 'text', text: quote(String(value)) };
}
const quote = (text: string) => `"${text.replace(/[\\"]/g, '\\$&')}"`;

/** A stored filter's shape and values, compiled once per distinct filter. */
export function compileFilter(filtersJson: string): CompiledFilter {
  const cached = compiled.get(filtersJson);
  if (cached) return cached;
  const values: Record<ValueType, string[]> = { float8: [], text: [], bool: [] };
  const clause = buildSearchFilter(storedFilters(JSON.parse(filtersJson) as Record<string, unknown>), {
    bind(value) {
      const { type, text } = element(value);
      const column = sql.identifier(`${COLUMN_PREFIX[type]}${values[type].length}`);
      values[type].push(text);
      return sql`${ROW}.${column}`;
    },
  });
  const rendered = dialect.sqlToQuery(clause);
  // A value the binder did not see (none today) would be a parameter of the clause: it is part of the shape.
  const key = `${rendered.sql}\u0000${JSON.stringify(rendered.params)}`;
  let shape = shapes.get(key);
  if (!shape) {
    // Rendered once: drizzle takes longer to render a clause than PostgreSQL takes to evaluate it for a row.
    shape = {
      key,
      clause: rendered.params.length ? clause : sql.raw(rendered.sql),
      columns: { float8: values.float8.length, text: values.text.length, bool: values.bool.length },
    };
    shapes.set(key, shape);
  }
  const entry: CompiledFilter = { shape, values };
  remember(compiled, filtersJson, entry);
  return entry;
}

/** The compiled filter of a saved search as of its row version (xmin, as text), if this process has compiled it. */
export function compiledSearch(id: number, version: string): CompiledFilter | undefined {
  const known = bySearch.get(id);
  return known?.version === version ? known.entry : undefined;
}

/** Compiles a saved search's filter (its JSON text) and keeps it by the search and its row version. */
export function compileSearch(id: number, version: string, filtersJson: string): CompiledFilter {
  const entry = compileFilter(filtersJson);
  remember(bySearch, id, { version, entry });
  return entry;
}

/** How many distinct filters, search versions and shapes are compiled (the bench reports them with memory). */
export function compiledFilterCounts() {
  return { filters: compiled.size, searches: bySearch.size, shapes: shapes.size };
}

/**
 * Which candidates' clauses hold for the listing row `propertyId`, in one statement: every candidate is a row of
 * `v(s, f0…, t0…, b0…, n)` (its shape's number in this statement, its values, null where its shape reads no such
 * column, and its place in `candidates` counted from 1), unnested from one array per column, and a row is kept when
 * its own shape's clause holds (`case v.s when 0 then <clause 0> when 1 then …`). Answers the indexes (in
 * `candidates`) of those that hold, in order, as one array: one row to read, not one per match.
 *
 * One FROM and one expression are planned in a millisecond or two, where a branch per shape (the first design) was
 * planned per listing at about a tenth of a millisecond per shape. The statement reads the listing and the rows
 * the clauses' subqueries look up (its poster, its organisation) once, as materialised rows named like their
 * tables: a clause's `owner_id in (select id from users where role in …)` then reads one row, not every account,
 * and answers the same for this listing. (An array per candidate and type, cast in each row, was tried: casting
 * thousands of small arrays took PostgreSQL three times as long as unnesting one array per column.)
 */
export function confirmStatement(propertyId: number, candidates: CompiledFilter[]): SQL | undefined {
  if (!candidates.length) return undefined;
  const numbers = new Map<FilterShape, number>();
  const shapeNumbers: number[] = [];
  for (const candidate of candidates) {
    let number = numbers.get(candidate.shape);
    if (number === undefined) numbers.set(candidate.shape, (number = numbers.size));
    shapeNumbers.push(number);
  }
  const arrays = [sql`${`{${shapeNumbers.join(',')}}`}::int[]`];
  const columns = [sql.identifier('s')];
  for (const type of VALUE_TYPES) {
    let width = 0;
    for (const shape of numbers.keys()) width = Math.max(width, shape.columns[type]);
    for (let column = 0; column < width; column += 1) {
      const elements = candidates.map((candidate) => candidate.values[type][column] ?? 'NULL');
      arrays.push(sql`${`{${elements.join(',')}}`}::${sql.raw(type)}[]`);
      columns.push(sql.identifier(`${COLUMN_PREFIX[type]}${column}`));
    }
  }
  const clauses = [...numbers].map(
    ([shape, number]) => sql`when ${sql.raw(String(number))} then (${shape.clause})`,
  );
  // `with ordinality` numbers the rows from 1, in the arrays' order: the candidate's index plus one.
  return sql`with ${properties} as materialized (select * from ${properties} where ${properties.id} = ${propertyId}),
      ${users} as materialized (select * from ${users} where ${users.id} in (select ${properties.ownerId} from ${properties})),
      ${organisations} as materialized (
        select * from ${organisations} where ${organisations.id} in (select ${properties.organisationId} from ${properties}))
    select array_agg((${ROW}.n - 1)::int order by ${ROW}.n) as matched
    from ${properties}, unnest(${sql.join(arrays, sql`, `)}) with ordinality as ${ROW}(${sql.join(columns, sql`, `)}, n)
    where case ${ROW}.s ${sql.join(clauses, sql` `)} end`;
}
