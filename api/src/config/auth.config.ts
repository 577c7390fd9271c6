import { registerAs } from '@nestjs/config';
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, Min, MinLength } from 'class-validator';
import { readAppConfig } from './app.config';
import { InvalidConfigError, validateConfig } from './validate-config';

const BOOLEAN_WORDS = ['true', 'false', '1', '0', 'yes', 'no'];
const DURATION = /^\s*(\d+)\s*([smhd]?)\s*$/;
const DURATION_UNITS: Record<string, number> = { '': 1, s: 1, m: 60, h: 3600, d: 86400 };
const MIN_SECRET_LENGTH = 32;
/** scrypt's cost as log2 N (PASSWORD_HASH_COST): each step up doubles the work of every sign-in. */
const PASSWORD_COST = { default: 15, min: 10, minInProduction: 15, max: 20 } as const;
const PASSWORD_COST_MESSAGE = `PASSWORD_HASH_COST must be a whole number from ${PASSWORD_COST.min} to ${PASSWORD_COST.max}`;

class PasswordEnvironment {
  @IsOptional()
  @Max(PASSWORD_COST.max, { message: PASSWORD_COST_MESSAGE })
  @Min(PASSWORD_COST.min, { message: PASSWORD_COST_MESSAGE })
  @IsInt({ message: PASSWORD_COST_MESSAGE })
  PASSWORD_HASH_COST?: number;
}

class AuthEnvironment {
  @IsOptional()
  @IsString()
  JWT_SECRET?: string;

  @IsOptional()
  @Matches(DURATION, {
    message: 'JWT_EXPIRES_IN must be a duration such as 3600, 15m, 12h or 1d',
  })
  JWT_EXPIRES_IN?: string;

  @IsOptional()
  @Matches(/^https?:\/\/[^\s]+$/, { message: 'OIDC_ISSUER_URL must be an http(s) URL' })
  OIDC_ISSUER_URL?: string;

  @IsOptional()
  @IsString()
  @MinLength(1, { message: 'OIDC_CLIENT_ID must not be empty' })
  OIDC_CLIENT_ID?: string;

  @IsOptional()
  @IsString()
  OIDC_CLIENT_SECRET?: string;

  @IsOptional()
  @IsString()
  OIDC_PROVIDER_NAME?: string;

  @IsOptional()
  @IsIn(BOOLEAN_WORDS, { message: 'OIDC_LOCAL_STAND_IN must be true or false' })
  OIDC_LOCAL_STAND_IN?: string;

  @IsOptional()
  @Matches(/^https?:\/\/[^\s/]+\/?$/, {
    message: 'PUBLIC_URL must be the origin of the site, like http://localhost:8080',
  })
  PUBLIC_URL?: string;

  @IsOptional()
  @Min(1, { message: 'AUTH_RATE_LIMIT must be a whole number of 1 or more' })
  @IsInt({ message: 'AUTH_RATE_LIMIT must be a whole number of 1 or more' })
  AUTH_RATE_LIMIT?: number;

  @IsOptional()
  @Min(1, { message: 'AUTH_RATE_WINDOW_SECONDS must be a whole number of 1 or more' })
  @IsInt({ message: 'AUTH_RATE_WINDOW_SECONDS must be a whole number of 1 or more' })
  AUTH_RATE_WINDOW_SECONDS?: number;

  @IsOptional()
  @Max(1000, { message: 'SIGN_IN_FAILURE_LIMIT must be a whole number from 1 to 1000' })
  @Min(1, { message: 'SIGN_IN_FAILURE_LIMIT must be a whole number from 1 to 1000' })
  @IsInt({ message: 'SIGN_IN_FAILURE_LIMIT must be a whole number from 1 to 1000' })
  SIGN_IN_FAILURE_LIMIT?: number;

  // At most an hour: the pause also keeps the account's owner from signing in with their password.
  @IsOptional()
  @Max(3600, { message: 'SIGN_IN_FAILURE_WINDOW_SECONDS must be a whole number from 1 to 3600' })
  @Min(1, { message: 'SIGN_IN_FAILURE_WINDOW_SECONDS must be a whole number from 1 to 3600' })
  @IsInt({ message: 'SIGN_IN_FAILURE_WINDOW_SECONDS must be a whole number from 1 to 3600' })
  SIGN_IN_FAILURE_WINDOW_SECONDS?: number;

  @IsOptional()
  @Min(1, { message: 'PASSWORD_RESET_CLIENT_HOURLY_LIMIT must be a whole number of 1 or more' })
  @IsInt({ message: 'PASSWORD_RESET_CLIENT_HOURLY_LIMIT must be a whole number of 1 or more' })
  PASSWORD_RESET_CLIENT_HOURLY_LIMIT?: number;
}

export interface OidcConfig {
  issuerUrl: string;
  clientId: string;
  clientSecret: string | undefined;
  providerName: string;
  localStandIn: boolean;
}

export interface AuthConfig {
  jwtSecret: string;
  /** Token lifetime in seconds. */
  jwtExpiresInSeconds: number;
  /** Null when OIDC_ISSUER_URL is unset: "Continue With Google" is off. */
  oidc: OidcConfig | null;
  /** The site's origin as the browser sees it (the shell, which proxies /api). */
  publicUrl: string;
  rateLimit: { limit: number; windowSeconds: number };
  /** Wrong passwords per e-mail address within a window, after which its password sign-in pauses until the window ends. */
  signInFailures: { limit: number; windowSeconds: number };
  /** "Forgot password?" requests one client may send an hour, whatever addresses they name. */
  passwordResetClientHourlyLimit: number;
  /** scrypt's cost (log2 N) for new password hashes; stored hashes keep the cost they were made with. */
  passwordHashCost: number;
}

function parseDuration(value: string): number {
  const [, amount, unit] = DURATION.exec(value) as RegExpExecArray;
  return Number(amount) * (DURATION_UNITS[unit as string] as number);
}

/**
 * Outside production an unset JWT_SECRET is generated once and kept in `${DATA_DIR}/jwt-secret` (mode 0600), so
 * restarts keep sessions without anyone having to invent a secret.
 */
function persistentSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  try {
    writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new InvalidConfigError([`${file} must hold a secret of at least ${MIN_SECRET_LENGTH} characters`]);
  }
  return secret;
}

/** PASSWORD_HASH_COST: the API's, and the command-line tools' that hash a password outside it. */
export function readPasswordHashCost(env: Record<string, string | undefined> = process.env): number {
  const validated = validateConfig({ PASSWORD_HASH_COST: env.PASSWORD_HASH_COST }, PasswordEnvironment);
  const cost = validated.PASSWORD_HASH_COST ?? PASSWORD_COST.default;
  // A lower cost only makes test runs quicker; in production it would make stolen hashes cheaper to guess.
  if (readAppConfig(env).isProduction && cost < PASSWORD_COST.minInProduction) {
    throw new InvalidConfigError([
      `PASSWORD_HASH_COST must be at least ${PASSWORD_COST.minInProduction} in production`,
    ]);
  }
  return cost;
}

export function readAuthConfig(env: Record<string, string | undefined> = process.env): AuthConfig {
  const app = readAppConfig(env);
  const cleaned = Object.fromEntries(
    Object.entries(env).map(([key, value]) => [key, value?.trim() === '' ? undefined : value]),
  );
  const validated = validateConfig(cleaned, AuthEnvironment);
  const problems: string[] = [];

  let jwtSecret = validated.JWT_SECRET?.trim();
  if (jwtSecret !== undefined && jwtSecret.length < MIN_SECRET_LENGTH) {
    problems.push(`JWT_SECRET must be at least ${MIN_SECRET_LENGTH} characters long`);
  }
  if (jwtSecret === undefined && app.isProduction) {
    problems.push(`JWT_SECRET is required in production (at least ${MIN_SECRET_LENGTH} random characters)`);
  }
  const issuerUrl = validated.OIDC_ISSUER_URL?.trim();
  if (issuerUrl && !validated.OIDC_CLIENT_ID)
    problems.push('OIDC_CLIENT_ID is required with OIDC_ISSUER_URL');
  const jwtExpiresInSeconds = parseDuration(validated.JWT_EXPIRES_IN ?? '1d');
  if (jwtExpiresInSeconds < 1) problems.push('JWT_EXPIRES_IN must be at least 1 second');
  if (problems.length > 0) throw new InvalidConfigError(problems);
  jwtSecret ??= persistentSecret(app.dataDir);

  return {
    jwtSecret,
    jwtExpiresInSeconds,
    oidc: issuerUrl
      ? {
          issuerUrl,
          clientId: validated.OIDC_CLIENT_ID as string,
          clientSecret: validated.OIDC_CLIENT_SECRET || undefined,
          providerName: validated.OIDC_PROVIDER_NAME?.trim() || 'Google',
          localStandIn: ['true', '1', 'yes'].includes(validated.OIDC_LOCAL_STAND_IN ?? 'false'),
        }
      : null,
    publicUrl: (validated.PUBLIC_URL ?? 'http://localhost:8080').replace(/\/$/, ''),
    rateLimit: {
      limit: validated.AUTH_RATE_LIMIT ?? 10,
      windowSeconds: validated.AUTH_RATE_WINDOW_SECONDS ?? 60,
    },
    signInFailures: {
      limit: validated.SIGN_IN_FAILURE_LIMIT ?? 10,
      windowSeconds: validated.SIGN_IN_FAILURE_WINDOW_SECONDS ?? 900,
    },
    passwordResetClientHourlyLimit: validated.PASSWORD_RESET_CLIENT_HOURLY_LIMIT ?? 20,
    passwordHashCost: readPasswordHashCost(env),
  };
}

export const authConfig = registerAs('auth', () => readAuthConfig());
