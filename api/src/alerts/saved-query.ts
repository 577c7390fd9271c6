import { createHash } from 'node:crypto';
import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';
import type { SavedSearchQuery } from '@usedcars/contract/types';
import { ALERT_MESSAGES } from '@usedcars/contract/alerts-messages';
import { everySearchFilter } from '@usedcars/contract/search-filters';
import { ProductSearchQueryDto } from '../catalog';
import { InvalidField } from '../common/domain-errors';

/**
 * The /cars filters a saved search may keep: GET /products' own (every one of the contract's table: one left out
 * fails to compile), and its sort, never a page. In the order saved searches have always kept them (their links).
 */
const SAVED_KEYS = [
  ...everySearchFilter([
    'q',
    'category',
    'brand',
    'condition',
    'location',
    'minPrice',
    'maxPrice',
    'minYear',
    'maxYear',
    'minMileage',
    'maxMileage',
    'fuel',
    'transmission',
    'model',
  ]),
  'sort',
] as const;

function firstMessage(errors: ValidationError[]): { field: string; message: string } | null {
  for (const error of errors) {
    const message = Object.values(error.constraints ?? {})[0];
    if (message) return { field: `query.${error.property}`, message };
  }
  return null;
}

/**
 * A saved search's query checked by GET /products' own DTO (the same rules and messages, as the address of /cars
 * gives them: text or numbers), answered as that DTO leaves it (numbers, fuels as a list); empty values dropped.
 * Any other key is refused with its name.
 */
export function validateSavedQuery(raw: unknown): SavedSearchQuery {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw new InvalidField([{ field: 'query', message: ALERT_MESSAGES.query }]);
  const input: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (!(SAVED_KEYS as readonly string[]).includes(key))
      throw new InvalidField([{ field: `query.${key}`, message: ALERT_MESSAGES.unknownFilter(key) }]);
    if (value === '' || value === null || value === undefined) continue;
    if (typeof value !== 'string' && typeof value !== 'number' && !(key === 'fuel' && Array.isArray(value)))
      throw new InvalidField([{ field: `query.${key}`, message: ALERT_MESSAGES.query }]);
    input[key] = value;
  }
  const dto = plainToInstance(ProductSearchQueryDto, input);
  const problem = firstMessage(validateSync(dto, { stopAtFirstError: true }));
  if (problem) throw new InvalidField([problem]);
  const query: Record<string, unknown> = {};
  for (const key of SAVED_KEYS) {
    const value = (dto as unknown as Record<string, unknown>)[key];
    if (value !== undefined && value !== '') query[key] = value;
  }
  return query as SavedSearchQuery;
}

/** The query as /cars' address: `/cars?brand=toyota&fuel=Petrol,Hybrid`. */
export function carsPath(query: SavedSearchQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  const search = params.toString();
  return search ? `/cars?${search}` : '/cars';
}

/**
 * The digest of a validated query's filters, the same whatever order its keys or a list's values came in: one
 * user keeps one search per digest (a unique index), so saving the same filters again answers the search kept.
 * The migration SavedSearchQueryKey computed it for the searches saved before it: keep the two the same.
 */
export function savedQueryKey(query: SavedSearchQuery): string {
  const entries = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => [key, Array.isArray(value) ? [...value].map(String).sort() : value] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash('sha256').update(JSON.stringify(entries)).digest('hex');
}
