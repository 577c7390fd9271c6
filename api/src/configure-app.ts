import fastifyCookie from '@fastify/cookie';
import fastifyEtag from '@fastify/etag';
import fastifyMultipart from '@fastify/multipart';
import helmet from 'helmet';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { BadRequestException } from '@nestjs/common';
import { createHmac } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { type ApiErrorBody, TOTAL_CAPPED_HEADER, TOTAL_COUNT_HEADER } from '@usedcars/contract/types';
import { Logger } from 'nestjs-pino';
import { CatalogCache, nameCatalogVersions } from './catalog';
import { AllExceptionsFilter } from './common/all-exceptions.filter';
import {
  BAD_URL_MESSAGE,
  BODY_TOO_DEEP_MESSAGE,
  MAX_BODY_BYTES,
  MAX_BODY_DEPTH,
  nestsDeeperThan,
  URL_TOO_LONG_MESSAGE,
} from './common/request-body';
import { etagOf, sentText } from './common/reused-answers';
import { createValidationPipe } from './common/validation';
import { Metrics } from './metrics';
import { ReadReplicas } from './replicas';
import { answerWhileDraining } from './shutdown';
import { appConfig, readAppConfig } from './config/app.config';
import { authConfig } from './config/auth.config';
import type { ConfigType } from '@nestjs/config';

export const API_PREFIX = 'api';
export const INSTANCE_HEADER = 'X-Instance';

/**
 * The HTTP layer: Fastify, whose routing and replies cost a fraction of Express's (bench/RESULTS.md, "API at
 * scale"). Set before the app is created, so main.ts and the tests share it.
 */
export function createHttpAdapter(config = readAppConfig()): FastifyAdapter {
  return new FastifyAdapter({
    // Behind our web servers' /api proxy: the client address comes from X-Forwarded-For only when a trusted proxy
    // (loopback by default) set it, so rate limits count clients, not the proxy.
    trustProxy: config.trustProxy,
    bodyLimit: MAX_BODY_BYTES,
    // Paths as the clients have always used them: any letter case, with or without a trailing slash. A path
    // segment (an id, a category name) up to 1000 characters reaches its handler (an unknown one is a 404 there);
    // a longer one is answered 414.
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: 1000 },
    // A malformed or over-long address is refused by Fastify before any route or filter runs: same error shape.
    frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
      const statusCode = error.statusCode === 414 ? 414 : 400;
      const body: ApiErrorBody = {
        statusCode,
        error: STATUS_CODES[statusCode] as string,
        message: statusCode === 414 ? URL_TOO_LONG_MESSAGE : BAD_URL_MESSAGE,
      };
      void reply.code(statusCode).send(body);
    },
  });
}

/** Everything main.ts does to the app before listening; the tests call it too, so they test the real set-up. */
export async function configureApp(app: NestFastifyApplication): Promise<void> {
  const config = app.get<ConfigType<typeof appConfig>>(appConfig.KEY);
  const auth = app.get<ConfigType<typeof authConfig>>(authConfig.KEY);
  app.useLogger(app.get(Logger));
  app.setGlobalPrefix(API_PREFIX);
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  const fastify = app.getHttpAdapter().getInstance();
  nameCatalogVersions(fastify, app.get(CatalogCache), app.get(ReadReplicas));
  // Every request, by route, on the metrics' own port when METRICS_PORT is set (deploy/metrics.md).
  app.get(Metrics).instrument(fastify);
  // Which instance answered, for whoever debugs a deployment of several behind a balancer.
  fastify.addHook('onSend', async (_request, reply) => {
    void reply.header(INSTANCE_HEADER, config.instanceName);
  });
  // After parsing, before validation or anything else reads the body (see nestsDeeperThan).
  fastify.addHook('preValidation', async (request) => {
    if (nestsDeeperThan(request.body, MAX_BODY_DEPTH)) throw new BadRequestException(BODY_TOO_DEEP_MESSAGE);
  });
  // Conditional GETs: every answer carries an ETag, and a request that names the current one (If-None-Match) gets
  // 304 without the body (@fastify/etag). The shell's server checks its rendered pages this way (tools/web-server,
  // page cache). A list's total is part of its answer: it goes into the ETag with the body, so that a new total is a
  // new ETag. An answer sent again unchanged (a cached page, see reused-answers) is serialized and hashed once.
  fastify.addHook('preSerialization', async (_request, reply, payload) => {
    const sent = sentText(payload, outsideTheBody(reply));
    if (sent) {
      reply.serializer(() => sent.text);
      void reply.header('ETag', sent.etag);
    }
    return payload;
  });
  fastify.addHook('onSend', async (_request, reply, payload) => {
    if (reply.hasHeader('ETag') || !(typeof payload === 'string' || Buffer.isBuffer(payload))) return payload;
    void reply.header('ETag', etagOf(payload, outsideTheBody(reply)));
    return payload;
  });
  await app.register(fastifyEtag);
  // Signed cookies (the OpenID Connect transaction); the key is derived from the JWT secret, never the secret itself.
  await app.register(fastifyCookie, {
    secret: createHmac('sha256', auth.jwtSecret).update('cookie-signing').digest('base64url'),
  });
  // Helmet's security headers, its middleware made once (@fastify/helmet makes it anew for every request).
  const securityHeaders = helmet({
    // The apps load images through their own /api proxy; same-site keeps direct use from localhost ports working.
    crossOriginResourcePolicy: { policy: 'same-site' },
    // The API is often reached over plain http (local, behind a TLS-terminating proxy): do not force https.
    contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } },
  });
  fastify.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, () => done());
  });
  // Image uploads (ImageUploadInterceptor reads them with its own limits).
  await app.register(fastifyMultipart);
  // Only the app origins; no credentials, since every app reaches the API through its own /api proxy.
  app.enableCors({
    origin: config.corsOrigins,
    exposedHeaders: [TOTAL_COUNT_HEADER, TOTAL_CAPPED_HEADER],
    maxAge: 600,
  });
  answerWhileDraining(app);

  // Made on the first request for the docs, not at every start.
  const documentFactory = () =>
    SwaggerModule.createDocument(
      app,
      new DocumentBuilder()
        .setTitle('Used-car marketplace API')
        .setDescription(
          'Catalog, accounts, wish lists, bookings and payments. Errors share the ApiErrorBody shape.',
        )
        .setVersion('0.1.0')
        .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' })
        .build(),
    );
  SwaggerModule.setup(`${API_PREFIX}/docs`, app, documentFactory);
}

/** What a list answer says in its headers besides its body: its total, and whether that total is capped. */
function outsideTheBody(reply: FastifyReply): string {
  const total = reply.getHeader(TOTAL_COUNT_HEADER);
  if (total === undefined) return '';
  return `\n${String(total)}\n${String(reply.getHeader(TOTAL_CAPPED_HEADER) ?? '')}`;
}
