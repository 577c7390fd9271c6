import { createTestApp } from './create-test-app';
import { createTestEnvironment } from './test-database';

describe('start-up configuration', () => {
  it('refuses to start with an invalid DATABASE_URL, saying what is wrong', async () => {
    const environment = await createTestEnvironment();
    const bad = {
      ...environment,
      env: { ...environment.env, DATABASE_URL: 'postgres://localhost/marketplace' },
    };
    try {
      await expect(createTestApp({ environment: bad, seed: false })).rejects.toThrow(
        /DATABASE_URL must be a MySQL URL/,
      );
    } finally {
      await environment.cleanUp();
    }
  });
});
