import type { QueryRunner } from 'typeorm';
import { cleanName } from '@usedcars/contract/names';
import { updateLeavingUpdatedAt } from './update-leaving-updated-at';

const BATCH = 200;

/** The characters cleanName removes or turns into a space wherever they are (names.ts, as this was written). */
const CONTROLS: [number, number][] = [
  [0x00, 0x1f],
  [0x7f, 0x9f],
  [0x2028, 0x202e],
  [0x2066, 0x2069],
];
/** What its trim() removes at either end besides those: the rest of JavaScript's white space. */
const SPACES: [number, number][] = [
  [0x20, 0x20],
  [0xa0, 0xa0],
  [0x1680, 0x1680],
  [0x2000, 0x200a],
  [0x202f, 0x202f],
  [0x205f, 0x205f],
  [0x3000, 0x3000],
  [0xfeff, 0xfeff],
];

/** A PCRE (MariaDB) or ICU (MySQL 8) character class of the ranges. */
function regexpClass(ranges: [number, number][]): string {
  const code = (point: number) => `\\x{${point.toString(16)}}`;
  return `[${ranges.map(([from, to]) => (from === to ? code(from) : `${code(from)}-${code(to)}`)).join('')}]`;
}

/** A GLOB character class of the literal characters; NUL cannot be in a pattern (SQLite ends it there). */
function globClass(ranges: [number, number][]): string {
  const text = (point: number) => String.fromCodePoint(point);
  return `[${ranges
    .map(([from, to]) => [Math.max(from, 1), to] as const)
    .map(([from, to]) => (from === to ? text(from) : `${text(from)}-${text(to)}`))
    .join('')}]`;
}

/**
 * Where a column holds a name cleanName would change: a superset is enough, each candidate is compared with its
 * cleaned form in TypeScript. The SQL and its parameters, for the column already escaped.
 */
function dirtyCondition(sqlite: boolean, column: string): { sql: string; params: string[] } {
  if (sqlite) {
    const controls = globClass(CONTROLS);
    const spaces = globClass(SPACES);
    return {
      sql: `(${column} GLOB ? OR ${column} GLOB ? OR ${column} GLOB ? OR instr(${column}, char(0)) > 0)`,
      params: [`*${controls}*`, `${spaces}*`, `*${spaces}`],
    };
  }
  const spaces = regexpClass(SPACES);
  return { sql: `${column} REGEXP ?`, params: [`${regexpClass(CONTROLS)}|^${spaces}|${spaces}$`] };
}

/** The first `max` characters (code points, as the column counts them), without white space at the end. */
function fit(text: string, max: number): string {
  return [...text].slice(0, max).join('').trimEnd();
}

/** The part of an e-mail address before the @, as a name; "User" when that is nothing. */
function emailName(email: string | null | undefined): string {
  return fit(cleanName((email ?? '').split('@')[0] ?? ''), 100) || 'User';
}

type Query = (sql: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

interface NameColumn {
  table: string;
  column: string;
  /** Unique columns: a cleaned name another row holds gets " (2)", " (3)"… within maxChars. */
  unique?: { maxChars: number };
  /** What a name of nothing but controls and spaces becomes: a plain stand-in, or null in an optional column. */
  fallback(query: Query, id: string, sql: (identifier: string) => string): Promise<string | null>;
}

const NAME_COLUMNS: NameColumn[] = [
  // First, so that a listing named after its brand takes the brand's clean name.
  { table: 'brands', column: 'name', unique: { maxChars: 60 }, fallback: async () => 'Brand' },
  { table: 'categories', column: 'name', unique: { maxChars: 60 }, fallback: async () => 'Category' },
  {
    table: 'products',
    column: 'name',
    // Its brand and model ("Toyota Corolla"); "Car" if neither says anything.
    fallback: async (query, id, sql) => {
      const [row] = await query(
        `SELECT b.${sql('name')} AS brand, p.${sql('model')} AS model FROM ${sql('products')} p ` +
          `INNER JOIN ${sql('brands')} b ON b.${sql('id')} = p.${sql('brandId')} WHERE p.${sql('id')} = ?`,
        [id],
      );
      const parts = [row?.brand, row?.model].map((part) => cleanName(typeof part === 'string' ? part : ''));
      return fit(parts.filter(Boolean).join(' '), 120) || 'Car';
    },
  },
  // Optional facts: blank is unknown, as the listing form has it.
  { table: 'products', column: 'model', fallback: async () => null },
  { table: 'products', column: 'color', fallback: async () => null },
  // An account's name: the part of its e-mail address before the @, as create-admin names one.
  {
    table: 'users',
    column: 'displayName',
    fallback: async (query, id, sql) => {
      const [row] = await query(
        `SELECT ${sql('email')} AS email FROM ${sql('users')} WHERE ${sql('id')} = ?`,
        [id],
      );
      return emailName(row?.email as string | undefined);
    },
  },
  // The buyer's name as it was when they booked (a copy of displayName): the same stand-in, from the order's e-mail.
  {
    table: 'orders',
    column: 'customerName',
    fallback: async (query, id, sql) => {
      const [row] = await query(
        `SELECT ${sql('customerEmail')} AS email FROM ${sql('orders')} WHERE ${sql('id')} = ?`,
        [id],
      );
      return emailName(row?.email as string | undefined);
    },
  },
  { table: 'orders', column: 'meetLocation', fallback: async () => 'Not given' },
  { table: 'saved_searches', column: 'name', fallback: async () => 'Saved search' },
];

/**
 * Applies the contract's cleanName to every stored name written before it was applied on the way in: line breaks
 * become a space, other control characters and bidi overrides go, and the name is trimmed. Candidates are found in
 * SQL a batch at a time in id order (a REGEXP on MySQL, GLOBs on SQLite), cleaned here, and each written only if it
 * still holds what was read. A name left empty gets its column's stand-in; a category or brand that would take
 * another's name gets a number. `updatedAt` is left as it was: nobody edited these rows.
 */
export async function cleanStoredNames(queryRunner: QueryRunner): Promise<void> {
  const sql = (identifier: string) => queryRunner.connection.driver.escape(identifier);
  const sqlite = queryRunner.connection.driver.options.type === 'better-sqlite3';
  const query: Query = async (text, params) =>
    (await queryRunner.query(text, params)) as Record<string, unknown>[];
  for (const target of NAME_COLUMNS) {
    const [id, table, column, updatedAt] = [
      sql('id'),
      sql(target.table),
      sql(target.column),
      sql('updatedAt'),
    ];
    const taken = `SELECT 1 FROM ${table} WHERE ${column} = ? AND ${id} <> ?`;
    const dirty = dirtyCondition(sqlite, column);
    let after = '';
    for (;;) {
      const rows = (await query(
        `SELECT ${id} AS id, ${column} AS name, ${updatedAt} AS updatedAt FROM ${table} ` +
          `WHERE ${id} > ? AND ${dirty.sql} ORDER BY ${id} LIMIT ${BATCH}`,
        [after, ...dirty.params],
      )) as { id: string; name: string; updatedAt: unknown }[];
      for (const row of rows) {
        let cleaned: string | null = cleanName(row.name);
        if (cleaned === row.name) continue;
        if (!cleaned) cleaned = await target.fallback(query, row.id, sql);
        if (cleaned !== null && target.unique) {
          cleaned = await freeName(
            (candidate) => query(taken, [candidate, row.id]),
            cleaned,
            target.unique.maxChars,
          );
        }
        await updateLeavingUpdatedAt(
          queryRunner,
          target.table,
          { [target.column]: cleaned },
          { id: row.id, [target.column]: row.name },
          row.updatedAt,
        );
      }
      if (rows.length < BATCH) break;
      after = rows[rows.length - 1]!.id;
    }
  }
}

/**
 * `name`, or the first of "name (2)", "name (3)"… within maxChars that no other row holds: `taken` asks the database,
 * so names equal by the column's collation (case, on MySQL) count as taken, as its unique index has it.
 */
async function freeName(
  taken: (candidate: string) => Promise<unknown[]>,
  name: string,
  maxChars: number,
): Promise<string> {
  let candidate = fit(name, maxChars);
  for (let number = 2; (await taken(candidate)).length > 0; number++) {
    const suffix = ` (${number})`;
    candidate = `${fit(name, maxChars - suffix.length)}${suffix}`;
  }
  return candidate;
}
