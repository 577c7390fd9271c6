import { Module, RequestMethod } from '@nestjs/common';
import { ConfigModule, ConfigType } from '@nestjs/config';
import { LoggerModule } from 'nestjs-pino';
import { AlertsModule } from './alerts';
import { AuditModule } from './audit';
import { AuthModule } from './auth';
import { CatalogModule } from './catalog';
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
import { NotificationsModule } from './notifications';
import { OrdersRoutesModule } from './orders';
import { PaymentsModule } from './payments';
import { redisConfig } from './config/redis.config';
import { RedisModule } from './redis';
import { ReportsModule } from './reports';
import { StatsModule } from './stats';
import { UsersModule } from './users';
import { WishlistModule } from './wishlist';

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
          // Readable lines for a developer at a terminal; JSON everywhere else.
          transport:
            !config.isProduction && process.stdout.isTTY
              ? { target: 'pino-pretty', options: { singleLine: true, translateTime: 'SYS:HH:MM:ss' } }
              : undefined,
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
          autoLogging: { ignore: (req) => req.url === '/api/health' },
        },
      }),
    }),
    RedisModule,
    EventsModule,
    DatabaseModule,
    HealthModule,
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
    StatsModule,
    AuditModule,
  ],
})
export class AppModule {}
