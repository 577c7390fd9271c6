import { hashPassword, verifyPassword } from './password-hasher';

describe('password hasher', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const stored = await hashPassword('Demo#pass1', 15);
    expect(stored).toMatch(/^scrypt\$15\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    await expect(verifyPassword('Demo#pass1', stored)).resolves.toBe(true);
    await expect(verifyPassword('Demo#pass2', stored)).resolves.toBe(false);
    await expect(verifyPassword('', stored)).resolves.toBe(false);
  });

  it('salts every hash', async () => {
    const [a, b] = await Promise.all([hashPassword('same', 10), hashPassword('same', 10)]);
    expect(a).not.toBe(b);
  });

  it('rejects missing or malformed stored values instead of throwing', async () => {
    await expect(verifyPassword('x', null)).resolves.toBe(false);
    await expect(verifyPassword('x', 'plain-text')).resolves.toBe(false);
    await expect(verifyPassword('x', 'scrypt$40$8$1$c2FsdA==$aGFzaA==')).resolves.toBe(false);
    await expect(verifyPassword('x', 'scrypt$15$8$1$$')).resolves.toBe(false);
  });
});
