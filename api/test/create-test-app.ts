import type { INestApplication } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import type { App } from 'supertest/types';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module';
import { configureApp, createHttpAdapter } from '../src/configure-app';
import { CatalogEvents } from '../src/events';
import { applyEnv, createTestEnvironment, type TestEnvironment } from './test-database';

export interface TestApp {
  app: INestApplication;
  http: App;
  dataSource: DataSource;
  /** "METHOD /path" of every route the app registered, in Fastify's words (HEAD included). */
  routes: string[];
  environment: TestEnvironment;
  /**
   * Tells the app that the test wrote catalog rows itself, past the services (as a script would): its caches and
   * search index read them afresh. Without it they would see such writes only when they expire.
   */
  catalogWritten(): Promise<void>;
  /** Closes the app; with `keepData` the database and data folder stay for another app (restart tests). */
  close(options?: { keepData?: boolean }): Promise<void>;
}

/**
 * Builds the app exactly as main.ts does (same module, same configureApp), on a database of its own unless an
 * existing environment is passed: with the demo catalog (a copy of the run's seeded template) unless `seed: false`.
 * `env` adds or overrides settings.
 */
export async function createTestApp(
  options: { seed?: boolean; environment?: TestEnvironment; env?: Record<string, string | undefined> } = {},
): Promise<TestApp> {
  const environment =
    options.environment ?? (await createTestEnvironment({ seeded: options.seed !== false }));
  const restoreEnv = applyEnv({
    ...environment.env,
    SEED_DEMO_DATA: options.seed === false ? 'false' : 'true',
    ...options.env,
  });
  let app: NestFastifyApplication | undefined;
  try {
    const moduleRef = await Test.createTestingModule({ imports: [AppModule] }).compile();
    app = moduleRef.createNestApplication<NestFastifyApplication>(createHttpAdapter(), {
      bufferLogs: true,
      rawBody: true,
    });
    const routes: string[] = [];
    app
      .getHttpAdapter()
      .getInstance()
      .addHook('onRoute', (route) => {
        for (const method of [route.method].flat()) routes.push(`${method} ${route.url}`);
      });
    await configureApp(app);
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
    const started = app;
    return {
      app: started,
      http: started.getHttpServer() as App,
      dataSource: started.get(DataSource),
      routes,
      environment,
      catalogWritten: () => started.get(CatalogEvents).publish({ type: 'catalog.rewritten' }),
      close: async ({ keepData = false } = {}) => {
        await started.close();
        if (!keepData) await environment.cleanUp();
      },
    };
  } catch (error) {
    // An app that failed to start (a test of a refused setting) still holds its database connections and timers,
    // which would keep jest from exiting: close what started, and drop a database made for it.
    await app?.close().catch(() => undefined);
    if (!options.environment) await environment.cleanUp().catch(() => undefined);
    throw error;
  } finally {
    restoreEnv();
  }
}
