import type { INestApplication } from '@nestjs/common';
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

export const API_PREFIX = 'api';

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
  app.enableCors({
    origin: config.corsOrigins,
    exposedHeaders: [TOTAL_COUNT_HEADER],
    maxAge: 600,
  });
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
