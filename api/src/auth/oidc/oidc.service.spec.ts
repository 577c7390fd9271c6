import type { AuthConfig } from '../../config/auth.config';
import type { User, NewAccount, UsersService } from '../../users';
import { OidcLoginError, OidcService } from './oidc.service';

// The account rules of an OpenID sign-in, on claims the local provider never sends (it always verifies email).
describe('OidcService account rules', () => {
  // An account only the provider signs into (no password).
  const existing = { id: 'u1', email: 'taken@example.com', role: 'Seller', passwordHash: null } as User;
  let created: NewAccount[];
  let service: OidcService;

  beforeEach(() => {
    created = [];
    const users = {
      findActiveByEmail: (email: string) => Promise.resolve(email === existing.email ? existing : null),
      create: (account: NewAccount) => {
        created.push(account);
        return Promise.resolve({ ...account, id: 'new' } as unknown as User);
      },
    } as unknown as UsersService;
    const config = { oidc: { providerName: 'Google' }, publicUrl: 'http://localhost:8080' } as AuthConfig;
    service = new OidcService(config, users);
  });

  const accountFor = (claims: Record<string, unknown>): Promise<User> =>
    (service as unknown as { accountFor(claims: unknown): Promise<User> }).accountFor({
      iss: 'x',
      sub: 's',
      aud: 'a',
      iat: 0,
      exp: 0,
      ...claims,
    });

  it('links to an existing account only when the provider verified the email', async () => {
    await expect(accountFor({ email: 'Taken@Example.com', email_verified: true })).resolves.toBe(existing);
    await expect(accountFor({ email: 'taken@example.com', email_verified: false })).rejects.toMatchObject({
      code: 'account_exists',
    });
    await expect(accountFor({ email: 'taken@example.com' })).rejects.toBeInstanceOf(OidcLoginError);
    expect(created).toEqual([]);
  });

  it('needs an email', async () => {
    await expect(accountFor({ name: 'No Mail' })).rejects.toMatchObject({ code: 'no_email' });
  });

  it('creates a Buyer without password, taking the photo only over https', async () => {
    await accountFor({ email: 'a@example.com', name: ' Ann ', picture: 'https://lh3.example/p.jpg' });
    await accountFor({ email: 'bob.smith@example.com', picture: 'http://insecure.example/p.jpg' });
    expect(created).toEqual([
      {
        displayName: 'Ann',
        email: 'a@example.com',
        passwordHash: null,
        role: 'Buyer',
        photoURL: 'https://lh3.example/p.jpg',
        verified: false,
        emailVerifiedAt: null,
      },
      {
        displayName: 'bob.smith',
        email: 'bob.smith@example.com',
        passwordHash: null,
        role: 'Buyer',
        photoURL: null,
        verified: false,
        emailVerifiedAt: null,
      },
    ]);
  });
});
