import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import request from 'supertest';
import { createAdmin, parseCreateAdminArgs, UsageError } from '../src/cli/create-admin';
import { User } from '../src/users';
import { bearer, DEMO, login, signup } from './auth-helpers';
import { createTestApp, type TestApp } from './create-test-app';

describe('create-admin command', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('parses its arguments and explains the usage', () => {
    expect(
      parseCreateAdminArgs([
        '--email',
        ' Boss@Example.com ',
        '--password',
        'Boss#pass1',
        '--name',
        'The Boss',
      ]),
    ).toEqual({ email: 'boss@example.com', password: 'Boss#pass1', name: 'The Boss' });
    expect(() => parseCreateAdminArgs([])).toThrow(/Please give a valid --email/);
    expect(() => parseCreateAdminArgs(['--email', 'a@b.co', '--role', 'Admin'])).toThrow(UsageError);
  });

  it('creates a verified Admin who can log in and use the admin routes', async () => {
    const message = await createAdmin(testApp.dataSource, {
      email: 'boss@example.com',
      password: 'Boss#pass1',
      name: 'The Boss',
    });
    expect(message).toBe('Created the Admin account boss@example.com (The Boss).');
    const session = await login(testApp.http, 'boss@example.com', 'Boss#pass1');
    expect(session.user).toMatchObject({ role: 'Admin', verified: true, displayName: 'The Boss' });
    await request(testApp.http)
      .get('/api/all-users')
      .set(...bearer(session.token))
      .expect(200);
  });

  it('promotes an existing account, leaving its password alone', async () => {
    const account = await signup(testApp.http, { role: 'Seller' });
    const message = await createAdmin(testApp.dataSource, {
      email: account.user.email,
      password: 'Other#pass1',
    });
    expect(message).toBe(
      `Promoted ${account.user.email} from Seller to Admin (the password was left unchanged).`,
    );
    await request(testApp.http)
      .get('/api/all-users')
      .set(...bearer(account.token))
      .expect(200);
    await login(testApp.http, account.user.email, 'Secret#1');
    expect(await createAdmin(testApp.dataSource, { email: DEMO.admin })).toBe(
      'admin@demo.test is already an Admin.',
    );
  });

  it('refuses a weak password or a new account without one', async () => {
    await expect(
      createAdmin(testApp.dataSource, { email: 'weak@example.com', password: 'weak' }),
    ).rejects.toThrow(/Password more than 6 characters/);
    await expect(createAdmin(testApp.dataSource, { email: 'nopass@example.com' })).rejects.toThrow(
      'No account uses nopass@example.com: give --password to create one.',
    );
    expect(await testApp.dataSource.getRepository(User).countBy({ email: 'weak@example.com' })).toBe(0);
  });

  // The command users run is the compiled one; Nx builds the API before its tests (api/package.json).
  const compiled = resolve(__dirname, '..', 'dist', 'cli', 'create-admin.js');
  it('runs as a compiled script', () => {
    if (!existsSync(compiled))
      throw new Error(`Build the API first (npm run build -w api): ${compiled} is missing`);
    const env = { ...process.env, ...testApp.environment.env, LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv;
    const output = execFileSync(
      process.execPath,
      [compiled, '--email', 'script@example.com', '--password', 'Script#pass1', '--name', 'Script Admin'],
      { env, encoding: 'utf8' },
    );
    expect(output.trim()).toBe('Created the Admin account script@example.com (Script Admin).');
    let failure: { status: number; stderr: string } | undefined;
    try {
      execFileSync(process.execPath, [compiled], { env, encoding: 'utf8', stdio: 'pipe' });
    } catch (error) {
      failure = error as { status: number; stderr: string };
    }
    expect(failure?.status).toBe(2);
    expect(failure?.stderr).toMatch(/Usage: npm run create-admin/);
  });
});
