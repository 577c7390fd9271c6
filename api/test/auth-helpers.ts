import request from 'supertest';
import type { App } from 'supertest/types';
import type { AppNotification, AuthResponse, SignupRequest } from '@usedcars/contract/types';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../src/database/seed/demo-data';
import type { MailDevInbox } from './maildev';

export { DEMO_PASSWORD };
export const DEMO = DEMO_EMAILS;

let counter = 0;

/** A fresh, unique email for one test. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}

export async function login(http: App, email: string, password = DEMO_PASSWORD): Promise<AuthResponse> {
  const response = await request(http).post('/api/auth/login').send({ email, password }).expect(200);
  return response.body as AuthResponse;
}

export async function signup(http: App, overrides: Partial<SignupRequest> = {}): Promise<AuthResponse> {
  const body: SignupRequest = {
    displayName: 'Test Person',
    email: uniqueEmail(),
    password: 'Secret#1',
    role: 'Buyer',
    ...overrides,
  };
  const response = await request(http).post('/api/auth/signup').send(body).expect(201);
  return response.body as AuthResponse;
}

export const bearer = (token: string): [string, string] => ['Authorization', `Bearer ${token}`];

/**
 * Proves the address of an account signed up with `email`, as its holder does: follows the link of the mail that
 * MailDev caught (the outbox sends an address nothing else until it is proven).
 */
export async function proveAddress(http: App, inbox: MailDevInbox, email: string): Promise<void> {
  const [mail] = await inbox.waitForMails(email, (each) => each.subject === 'Confirm your e-mail address', 1);
  const token = /\/verify-email\?token=([\w-]+)/.exec(mail!.text)?.[1];
  if (!token) throw new Error(`no verification link in: ${mail!.text}`);
  await request(http).post('/api/auth/verify-email').send({ token }).expect(200);
}

/** The notifications of the account whose token is given, as its bell reads them (newest first). */
export async function readNotifications(http: App, token: string): Promise<AppNotification[]> {
  const response = await request(http)
    .get('/api/notifications')
    .set(...bearer(token))
    .expect(200);
  return response.body as AppNotification[];
}
