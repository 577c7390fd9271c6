import request from 'supertest';
import type { App } from 'supertest/types';
import type { AuthResponse, SignupRequest } from '@usedcars/contract/types';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../src/database/seed/demo-data';

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
