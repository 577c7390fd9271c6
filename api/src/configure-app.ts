import { BadRequestException, PayloadTooLargeException, type INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import cookieParser from 'cookie-parser';
import { createHmac } from 'node:crypto';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { AllExceptionsFilter } from './common/all-exceptions.filter';
import { TOTAL_COUNT_HEADER } from './common/contract-constants';
import { createValidationPipe } from './common/validation';
import { appConfig } from './config/app.config';
import { authConfig } from './config/auth.config';
import type { ConfigType } from '@nestjs/config';
import type { NextFunction, Request, Response } from 'express';

export const API_PREFIX = 'api';
/** Largest JSON or form body: the biggest real one (a listing) is a few kB; images are uploads, with their own limit. */
export const MAX_BODY_BYTES = 100 * 1024;
export const BODY_TOO_LARGE_MESSAGE = `The request body is too large. It may be at most ${MAX_BODY_BYTES / 1024} kB.`;
export const INVALID_JSON_MESSAGE = 'The request body is not valid JSON.';

/**
 * body-parser's own messages say nothing useful ("request entity too large") or too much (the JSON parser's
 * position details); Nest turns a parse error into a 400 with the latter before any filter sees it.
 */
function explainBodyErrors(error: unknown, _req: Request, _res: Response, next: NextFunction): void {
  const type = (error as { type?: unknown } | null)?.type;
  if (type === 'entity.too.large') next(new PayloadTooLargeException(BODY_TOO_LARGE_MESSAGE));
  else if (type === 'entity.parse.failed') next(new BadRequestException(INVALID_JSON_MESSAGE));
  else next(error);
}

/** Everything main.ts does to the app before listening; the tests call it too, so they test the real set-up. */
export function configureApp(app: INestApplication): void {
  const config = app.get<ConfigType<typeof appConfig>>(appConfig.KEY);
  const auth = app.get<ConfigType<typeof authConfig>>(authConfig.KEY);
  app.useLogger(app.get(Logger));
  app.setGlobalPrefix(API_PREFIX);
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  (app as NestExpressApplication).disable('x-powered-by');
  // Behind our web servers' /api proxy: the client address comes from X-Forwarded-For only when a trusted proxy
  // (loopback by default) set it, so rate limits count clients, not the proxy.
  (app as NestExpressApplication).set('trust proxy', config.trustProxy);
  // Signed cookies (the OpenID Connect transaction); the key is derived from the JWT secret, never the secret itself.
  app.use(cookieParser(createHmac('sha256', auth.jwtSecret).update('cookie-signing').digest('base64url')));
  app.use(
    helmet({
      // The apps load images through their own /api proxy; same-site keeps direct use from localhost ports working.
      crossOriginResourcePolicy: { policy: 'same-site' },
      // The API is often reached over plain http (local, behind a TLS-terminating proxy): do not force https.
      contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } },
    }),
  );
  // Only the app origins; no credentials, since every app reaches the API through its own /api proxy.
  app.enableCors({
    origin: config.corsOrigins,
    exposedHeaders: [TOTAL_COUNT_HEADER],
    maxAge: 600,
  });
  // Registered here rather than by Nest at init, so the limit is explicit and explainBodyErrors runs after them.
  (app as NestExpressApplication).useBodyParser('json', { limit: MAX_BODY_BYTES });
  (app as NestExpressApplication).useBodyParser('urlencoded', { limit: MAX_BODY_BYTES, extended: true });
  app.use(explainBodyErrors);
  app.enableShutdownHooks();

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Used-car marketplace API')
      .setDescription(
        'Catalogue, accounts, wish lists, bookings and payments. Errors share the ApiErrorBody shape.',
      )
      .setVersion('0.1.0')
      .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' })
      .build(),
  );
  SwaggerModule.setup(`${API_PREFIX}/docs`, app, document);
}
