import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { properties } from '../../db/schema';
import { buildSearchFilter } from '../search/build-search-filter';
import { storedFilters } from '../saved-searches/parse-saved-filters';

/**
 * A saved search's WHERE clause split into its shape and its values. The clause is the one search runs
 * (buildSearchFilter), built with a binder that puts each value in a column of a row source `v` (`"v"."p0"`,
 * `"v"."p1"`…) instead of a parameter: searches whose clauses have the same text differ only in their values, so one
 * statement confirms all of them, their values given as arrays unnested into the rows of `v` (confirmCandidates).
 */
export interface FilterShape {
  /** The clause's text and the types of its value columns: equal keys mean one statement serves both. */
  key: string;
  /** The clause, its text rendered once (only a clause with a value the binder did not see keeps its parameters). */
  clause: SQL;
  /** PostgreSQL type of each value column, `p0`, `p1`… */
  types: ValueType[];
}

type ValueType = 'float8' | 'text' | 'bool';

interface CompiledFilter {
  shape: FilterShape;
  /** The values, as array-literal elements of each column's type. */
  values: string[];
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
const MAX_COMPILED = 200_000;

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
  const values: { type: ValueType; text: string }[] = [];
  const clause = buildSearchFilter(storedFilters(JSON.parse(filtersJson) as Record<string, unknown>), {
    bind(value) {
      const column = sql.identifier(`p${values.length}`);
      values.push(element(value));
      return sql`${ROW}.${column}`;
    },
  });
  const rendered = dialect.sqlToQuery(clause);
  const types = values.map((value) => value.type);
  // A value the binder did not see (none today) would be a parameter of the clause: it is part of the shape.
  const key = `${rendered.sql}\u0000${types.join(',')}\u0000${JSON.stringify(rendered.params)}`;
  let shape = shapes.get(key);
  if (!shape) {
    // Rendered once: drizzle takes longer to render a clause than PostgreSQL takes to evaluate it for a row.
    shape = { key, clause: rendered.params.length ? clause : sql.raw(rendered.sql), types };
    shapes.set(key, shape);
  }
  const entry = { shape, values: values.map((value) => value.text) };
  if (compiled.size >= MAX_COMPILED) {
    let drop = MAX_COMPILED / 2;
    for (const old of compiled.keys()) {
      compiled.delete(old);
      if (--drop === 0) break;
    }
  }
  compiled.set(filtersJson, entry);
  return entry;
}

/** How many distinct filters and shapes are compiled (the bench reports them with the process's memory). */
export function compiledFilterCounts() {
  return { filters: compiled.size, shapes: shapes.size };
}

/**
 * Which candidates' clauses hold for the listing row `propertyId`, in one statement: a branch per shape, each
 * unnesting its candidates' values into rows `v(i, p0, p1…)` and keeping the rows whose clause holds for the listing.
 * Answers the indexes (in `candidates`) of those that hold.
 */
export function confirmStatement(propertyId: number, candidates: CompiledFilter[]): SQL | undefined {
  const groups = new Map<FilterShape, number[]>();
  candidates.forEach((candidate, index) => {
    const group = groups.get(candidate.shape);
    if (group) group.push(index);
    else groups.set(candidate.shape, [index]);
  });
  const branches: SQL[] = [];
  for (const [shape, indexes] of groups) {
    const arrays = [
      sql`${`{${indexes.join(',')}}`}::int[]`,
      ...shape.types.map(
        (type, column) =>
          sql`${`{${indexes.map((index) => candidates[index]!.values[column]).join(',')}}`}::${sql.raw(type)}[]`,
      ),
    ];
    const columns = [sql.identifier('i'), ...shape.types.map((_, column) => sql.identifier(`p${column}`))];
    branches.push(
      sql`select ${ROW}.i from ${properties}, unnest(${sql.join(arrays, sql`, `)}) as ${ROW}(${sql.join(columns, sql`, `)})
          where ${shape.clause}`,
    );
  }
  if (!branches.length) return undefined;
  // The listing row once, as "properties": the clauses name its columns, and a branch reading one materialised row
  // is planned in a fraction of the time one reading the table is (whose many indexes the planner weighs each time).
  return sql`with ${properties} as materialized (select * from ${properties} where ${properties.id} = ${propertyId})
    ${sql.join(branches, sql` union all `)}`;
}
