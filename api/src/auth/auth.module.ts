import { Module } from '@nestjs/common';
import { type ConfigType } from '@nestjs/config';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { ThrottlerModule } from '@nestjs/throttler';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RATE_LIMITED_MESSAGE } from '@usedcars/contract/messages';
import { WriteRateLimitGuard } from './write-rate-limit';
import { authConfig } from '../config/auth.config';
import { MailModule } from '../mail';
import { RedisService } from '../redis';
import { UsersModule } from '../users';
import { EmailVerification } from './email-verification/email-verification.entity';
import { EmailVerificationService } from './email-verification/email-verification.service';
import { PasswordReset } from './password-reset/password-reset.entity';
import { PasswordResetService } from './password-reset/password-reset.service';
import { ResetRequestLimitGuard } from './password-reset/reset-request-limit';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { JwtAuthGuard } from './jwt-auth.guard';
import { JwtStrategy } from './jwt.strategy';
import { LocalStrategy } from './local.strategy';
import { OidcController } from './oidc/oidc.controller';
import { OidcService } from './oidc/oidc.service';
import { OidcTransactions } from './oidc/oidc-transactions';
import { RedisThrottlerStorage } from './redis-throttler-storage';
import { SignInFailures } from './sign-in-failures';
import { TokenService } from './token.service';

@Module({
  imports: [
    UsersModule,
    MailModule,
    TypeOrmModule.forFeature([EmailVerification, PasswordReset]),
    // Strategies: JwtStrategy (session tokens, the global guard), LocalStrategy (login) and OidcStrategy
    // ("Continue With Google", registered by OidcService once the provider is discovered). No server-side sessions.
    PassportModule.register({ session: false }),
    // For signing only (TokenService passes secret and algorithm on each call); JwtStrategy checks the tokens.
    JwtModule.register({}),
    // Applied per route with @UseGuards(ThrottlerGuard): login, sign-up, token refresh and OIDC start. The same
    // storage counts WriteRateLimitGuard's writes: in this process's memory, or in Redis (REDIS_URL) so that every
    // instance counts against one limit.
    ThrottlerModule.forRootAsync({
      inject: [authConfig.KEY, RedisService],
      useFactory: (config: ConfigType<typeof authConfig>, redis: RedisService) => ({
        storage: redis.enabled ? new RedisThrottlerStorage(redis) : undefined,
        throttlers: [
          // Unnamed ("default"), so the 429 carries the standard Retry-After header, not Retry-After-auth.
          { limit: config.rateLimit.limit, ttl: config.rateLimit.windowSeconds * 1000 },
        ],
        errorMessage: RATE_LIMITED_MESSAGE,
      }),
    }),
  ],
  controllers: [AuthController, OidcController],
  providers: [
    AuthService,
    TokenService,
    OidcService,
    OidcTransactions,
    EmailVerificationService,
    PasswordResetService,
    ResetRequestLimitGuard,
    SignInFailures,
    JwtStrategy,
    LocalStrategy,
    { provide: APP_GUARD, useClass: JwtAuthGuard },
    // After JwtAuthGuard (global guards run in the order registered), so writes are counted per account.
    { provide: APP_GUARD, useClass: WriteRateLimitGuard },
  ],
  exports: [TokenService, AuthService],
})
export class AuthModule {}
