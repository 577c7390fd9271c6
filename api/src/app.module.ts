import type { IncomingMessage, ServerResponse } from 'node:http';
import { Module, RequestMethod } from '@nestjs/common';
import { ConfigModule, ConfigType } from '@nestjs/config';
import { LoggerModule } from 'nestjs-pino';
import { AlertsModule } from './alerts';
import { AuditModule } from './audit';
import { AuthModule } from './auth';
import { CatalogModule } from './catalog';
import { ContactModule } from './contact';
import { ConversationsModule } from './conversations';
import { appConfig } from './config/app.config';
import { authConfig } from './config/auth.config';
import { databaseConfig } from './config/database.config';
import { liveConfig } from './config/live.config';
import { mailConfig } from './config/mail.config';
import { mediaConfig } from './config/media.config';
import { paymentsConfig } from './config/payments.config';
import { DatabaseModule } from './database';
import { HealthModule } from './health';
import { EventsModule } from './events';
import { LiveModule } from './live';
import { MailModule } from './mail';
import { MediaModule } from './media';
import { MetricsModule } from './metrics';
import { NotificationsModule } from './notifications';
import { OrdersRoutesModule } from './orders';
import { PaymentsModule } from './payments';
import { redisConfig } from './config/redis.config';
import { RedisModule } from './redis';
import { ReplicasModule } from './replicas';
import { ReportsModule } from './reports';
import { ReviewsModule } from './reviews';
import { SellersModule } from './sellers';
import { AccountClosingModule } from './accounts';
import { StatsModule } from './stats';
import { UsersModule } from './users';
import { WishlistModule } from './wishlist';

/**
 * Readable logs for a developer at a terminal: one line a request ("GET /api/products 200 12ms"), and the
 * application's own messages with their context. pino-pretty is a development dependency.
 */
const PRETTY_LOGS = {
  transport: {
    target: 'pino-pretty',
    options: {
      singleLine: true,
      translateTime: 'SYS:HH:MM:ss',
      // The request line says it all; an error's details still print.
      ignore: 'pid,hostname,context,req,res,responseTime',
      messageFormat: '{if context}[{context}] {end}{msg}',
    },
  },
  customSuccessMessage: (req: IncomingMessage, res: ServerResponse, responseTime: number) =>
    `${req.method} ${req.url} ${res.statusCode} ${Math.round(responseTime)}ms`,
  customErrorMessage: (req: IncomingMessage, res: ServerResponse) =>
    `${req.method} ${req.url} ${res.statusCode} failed`,
};

@Module({
  imports: [
    // Settings come from the environment only (no .env file), each concern validated when loaded.
    ConfigModule.forRoot({
      isGlobal: true,
      ignoreEnvFile: true,
      load: [
        appConfig,
        databaseConfig,
        authConfig,
        paymentsConfig,
        mailConfig,
        liveConfig,
        redisConfig,
        mediaConfig,
      ],
    }),
    LoggerModule.forRootAsync({
      inject: [appConfig.KEY],
      useFactory: (config: ConfigType<typeof appConfig>) => ({
        // Every route, in Nest 11's path syntax (nestjs-pino's default '*' logs a conversion warning at start).
        forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
        pinoHttp: {
          level: config.logLevel,
          // JSON lines unless asked for readable ones (npm start does; README: Configuration).
          ...(config.logFormat === 'pretty' ? PRETTY_LOGS : {}),
          // One short line per request: who asked what, and the answer. Never credentials.
          serializers: {
            req: (req: { id: unknown; method: string; url: string }) => ({
              id: req.id,
              method: req.method,
              url: req.url,
            }),
            res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
          },
          redact: ['req.headers.authorization', 'req.headers.cookie'],
          // Not the health checks (a balancer's, every few seconds). Nest's middleware sees req.url without the
          // path it is mounted at; originalUrl is the address asked.
          autoLogging: {
            ignore: (req) =>
              ((req as { originalUrl?: string }).originalUrl ?? req.url)?.split('?')[0] === '/api/health',
          },
        },
      }),
    }),
    RedisModule,
    EventsModule,
    ReplicasModule,
    DatabaseModule,
    HealthModule,
    MetricsModule,
    MediaModule,
    MailModule,
    LiveModule,
    UsersModule,
    AuthModule,
    CatalogModule,
    WishlistModule,
    ConversationsModule,
    NotificationsModule,
    AlertsModule,
    PaymentsModule,
    OrdersRoutesModule.withPayments(PaymentsModule),
    ReportsModule,
    ReviewsModule,
    SellersModule,
    AccountClosingModule,
    StatsModule,
    AuditModule,
    ContactModule,
  ],
})
export class AppModule {}
