import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { DataSource, IsNull } from 'typeorm';
import { hashPassword } from '../auth';
import { PASSWORD_PATTERN, SIGNUP_MESSAGES } from '@usedcars/contract/messages';
import { cleanName } from '@usedcars/contract/names';
import { readPasswordHashCost } from '../config/auth.config';
import { readDatabaseConfig } from '../config/database.config';
import { InvalidConfigError } from '../config/validate-config';
import { resolveDataSourceOptions } from '../database';
import { User } from '../users';

// `npm run create-admin -w api -- --email admin@example.com --password 'Secret#1' --name "Site Admin"`
// (or `npm run create-admin -- ...` from the repository root). Admins exist only through this command and the demo
// seed: the API never lets anyone become one.

export const USAGE =
  'Usage: npm run create-admin -- --email <email> [--password <password>] [--name "<display name>"]\n' +
  '  Creates an Admin account, or promotes the existing account with that email to Admin.';

export class UsageError extends Error {}

export interface CreateAdminOptions {
  email: string;
  password?: string;
  name?: string;
}

export function parseCreateAdminArgs(argv: string[]): CreateAdminOptions {
  let values: { email?: string; password?: string; name?: string };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
      strict: true,
    }));
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${USAGE}`);
  }
  const email = values.email?.trim().toLowerCase();
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw new UsageError(`Please give a valid --email.\n${USAGE}`);
  }
  return { email, password: values.password, name: values.name?.trim() || undefined };
}

/** Creates the Admin or promotes the existing live account; returns a sentence saying which. */
export async function createAdmin(dataSource: DataSource, options: CreateAdminOptions): Promise<string> {
  const users = dataSource.getRepository(User);
  const existing = await users.findOneBy({ email: options.email, deletedAt: IsNull() });
  if (existing) {
    const notes: string[] = [];
    if (options.password) notes.push('the password was left unchanged');
    if (options.name) notes.push('the name was left unchanged');
    const suffix = notes.length ? ` (${notes.join('; ')})` : '';
    if (existing.role === 'Admin') return `${options.email} is already an Admin${suffix}.`;
    const previous = existing.role;
    // Only the two columns, and only if the account is still what was read (live, same role).
    const promoted = await users.update(
      { id: existing.id, role: previous, deletedAt: IsNull() },
      { role: 'Admin', verified: true },
    );
    if (!promoted.affected) throw new UsageError(`${options.email} changed meanwhile: please run again.`);
    return `Promoted ${options.email} from ${previous} to Admin${suffix}.`;
  }
  if (!options.password)
    throw new UsageError(`No account uses ${options.email}: give --password to create one.`);
  if (!PASSWORD_PATTERN.test(options.password)) throw new UsageError(SIGNUP_MESSAGES.password);
  const displayName = (cleanName(options.name ?? '') || options.email.split('@')[0] || 'Admin').slice(0, 100);
  await users.save(
    users.create({
      displayName,
      email: options.email,
      passwordHash: await hashPassword(options.password, readPasswordHashCost()),
      role: 'Admin',
      verified: true,
      // The operator who runs this command vouches for the address.
      emailVerifiedAt: new Date(),
      photoURL: null,
      deletedAt: null,
    }),
  );
  return `Created the Admin account ${options.email} (${displayName}).`;
}

async function main(): Promise<void> {
  const options = parseCreateAdminArgs(process.argv.slice(2));
  // Same database as the API (DATABASE_URL or the SQLite file under DATA_DIR); pending migrations run first.
  const dataSource = new DataSource(await resolveDataSourceOptions(readDatabaseConfig()));
  await dataSource.initialize();
  try {
    console.log(await createAdmin(dataSource, options));
  } finally {
    await dataSource.destroy();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    const known = error instanceof UsageError || error instanceof InvalidConfigError;
    console.error(known ? (error as Error).message : error);
    process.exit(known ? 2 : 1);
  });
}
