import { QueryFailedError } from 'typeorm';

/** True when a write failed on a unique index (SQLite and MySQL/MariaDB), e.g. two sign-ups racing for one email. */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: unknown; errno?: unknown } | undefined;
  const code = String(driverError?.code ?? '');
  return (
    code === 'ER_DUP_ENTRY' ||
    driverError?.errno === 1062 ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    /UNIQUE constraint failed/i.test(error.message)
  );
}

/** True when MySQL/MariaDB refused a value longer than its column ("Data too long", strict mode). */
export function isValueTooLong(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: unknown; errno?: unknown } | undefined;
  return driverError?.code === 'ER_DATA_TOO_LONG' || driverError?.errno === 1406;
}

/**
 * True when a write broke a foreign key (SQLite and MySQL/MariaDB): a row referred to a parent deleted meanwhile,
 * or a delete met a child added meanwhile, e.g. a listing created in a category an admin is deleting.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: unknown; errno?: unknown } | undefined;
  const code = String(driverError?.code ?? '');
  return (
    code === 'SQLITE_CONSTRAINT_FOREIGNKEY' ||
    code.startsWith('ER_NO_REFERENCED_ROW') ||
    code.startsWith('ER_ROW_IS_REFERENCED') ||
    driverError?.errno === 1451 ||
    driverError?.errno === 1452
  );
}

/**
 * True when MySQL/MariaDB chose this transaction as a deadlock's victim (rolled back whole): concurrent writes
 * that each read a range another inserts into, e.g. two disputes counted against one buyer's limit. Retrying it
 * is safe: nothing of it was kept.
 */
export function isDeadlock(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: unknown; errno?: unknown } | undefined;
  return driverError?.code === 'ER_LOCK_DEADLOCK' || driverError?.errno === 1213;
}
