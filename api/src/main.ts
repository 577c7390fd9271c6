import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { ConfigType } from '@nestjs/config';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { appConfig, readAppConfig } from './config/app.config';
import { readAuthConfig } from './config/auth.config';
import { readDatabaseConfig } from './config/database.config';
import { readMediaConfig } from './config/media.config';
import { readPaymentsConfig } from './config/payments.config';
import { readRedisConfig } from './config/redis.config';
import { InvalidConfigError } from './config/validate-config';
import { configureApp, createHttpAdapter } from './configure-app';
import { DRAIN_TIMEOUT_MS, drainAndClose } from './shutdown';

async function bootstrap(): Promise<void> {
  // Check the settings before Nest starts, so a bad one is reported in one clear message.
  const appSettings = readAppConfig();
  readDatabaseConfig();
  readAuthConfig();
  readPaymentsConfig();
  readRedisConfig();
  readMediaConfig();
  // rawBody: payment webhooks are verified by a signature over the exact bytes received.
  const app = await NestFactory.create<NestFastifyApplication>(AppModule, createHttpAdapter(appSettings), {
    bufferLogs: true,
    abortOnError: false,
    rawBody: true,
  });
  await configureApp(app);
  const config = app.get<ConfigType<typeof appConfig>>(appConfig.KEY);
  await app.listen(config.port, config.host);
  const logger = app.get(Logger);
  logger.log(`API listening on http://${config.host}:${config.port}/api (docs at /api/docs)`, 'Bootstrap');
  const stop = (signal: NodeJS.Signals) => {
    logger.log(`${signal}: finishing the requests under way, then stopping`, 'Bootstrap');
    drainAndClose(app, { noticeMs: config.shutdownNoticeMs, timeoutMs: DRAIN_TIMEOUT_MS }).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

bootstrap().catch((error: unknown) => {
  // A bad setting stops start-up with its own message rather than a stack trace.
  const root = error instanceof InvalidConfigError ? error : (error as { cause?: unknown })?.cause;
  console.error(root instanceof InvalidConfigError ? root.message : error);
  process.exit(1);
});
