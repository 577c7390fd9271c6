import { registerAs } from '@nestjs/config';
import { mkdirSync } from 'node:fs';
import { hostname } from 'node:os';
import { isAbsolute, resolve } from 'node:path';
import { IsIn, IsInt, IsOptional, IsString, Max, Min, Matches } from 'class-validator';
import { DEFAULT_DATA_DIR } from './paths';
import { validateConfig } from './validate-config';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const DEFAULT_CORS_ORIGINS =
  'http://localhost:8080,http://localhost:8081,http://localhost:8082,http://localhost:8083';

const WRITE_RATE_LIMIT_MESSAGE =
  'WRITE_RATE_LIMIT must be a whole number of requests per minute, 1 to 1000000';

const CONTACT_CLIENT_HOURLY_LIMIT_MESSAGE =
  'CONTACT_CLIENT_HOURLY_LIMIT must be a whole number of messages an hour, 1 to 1000000';

const BOOLEAN_WORDS = ['true', 'false', '1', '0', 'yes', 'no'];

function parseBoolean(value: string | undefined): boolean | undefined {
  return value === undefined ? undefined : ['true', '1', 'yes'].includes(value);
}

class AppEnvironment {
  @IsOptional()
  @IsIn(['development', 'production', 'test'], {
    message: 'NODE_ENV must be one of development, production, test',
  })
  NODE_ENV?: string;

  @IsOptional()
  @Min(0, { message: 'PORT must be between 0 and 65535' })
  @Max(65535, { message: 'PORT must be between 0 and 65535' })
  @IsInt({ message: 'PORT must be a whole number' })
  PORT?: number;

  @IsOptional()
  @IsString()
  HOST?: string;

  @IsOptional()
  @Min(0, { message: 'METRICS_PORT must be between 0 and 65535' })
  @Max(65535, { message: 'METRICS_PORT must be between 0 and 65535' })
  @IsInt({ message: 'METRICS_PORT must be a whole number' })
  METRICS_PORT?: number;

  @IsOptional()
  @IsString()
  METRICS_HOST?: string;

  @IsOptional()
  @IsString()
  DATA_DIR?: string;

  @IsOptional()
  @IsIn(['json', 'pretty'], { message: 'LOG_FORMAT must be json or pretty' })
  LOG_FORMAT?: string;

  @IsOptional()
  @IsIn(LOG_LEVELS, { message: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}` })
  LOG_LEVEL?: LogLevel;

  @IsOptional()
  @Matches(/^\s*https?:\/\/[^\s,]+(\s*,\s*https?:\/\/[^\s,]+)*\s*$/, {
    message: 'CORS_ORIGINS must be a comma-separated list of http(s) origins, e.g. http://localhost:8080',
  })
  CORS_ORIGINS?: string;

  @IsOptional()
  @IsIn(BOOLEAN_WORDS, { message: 'SEED_DEMO_DATA must be true or false' })
  SEED_DEMO_DATA?: string;

  @IsOptional()
  @Min(1024, { message: 'MAX_UPLOAD_BYTES must be a whole number between 1024 and 52428800' })
  @Max(50 * 1024 * 1024, { message: 'MAX_UPLOAD_BYTES must be a whole number between 1024 and 52428800' })
  @IsInt({ message: 'MAX_UPLOAD_BYTES must be a whole number between 1024 and 52428800' })
  MAX_UPLOAD_BYTES?: number;

  @IsOptional()
  @Matches(/^(true|false|\d+|[\w.:/,\s-]+)$/, {
    message: 'TRUST_PROXY must be true, false, a hop count, or a list such as loopback, 10.0.0.0/8',
  })
  TRUST_PROXY?: string;

  @IsOptional()
  @Min(0, { message: 'SHUTDOWN_NOTICE_SECONDS must be a whole number between 0 and 60' })
  @Max(60, { message: 'SHUTDOWN_NOTICE_SECONDS must be a whole number between 0 and 60' })
  @IsInt({ message: 'SHUTDOWN_NOTICE_SECONDS must be a whole number between 0 and 60' })
  SHUTDOWN_NOTICE_SECONDS?: number;

  @IsOptional()
  @Min(1, { message: 'REPORT_HIDE_THRESHOLD must be a whole number between 1 and 1000' })
  @Max(1000, { message: 'REPORT_HIDE_THRESHOLD must be a whole number between 1 and 1000' })
  @IsInt({ message: 'REPORT_HIDE_THRESHOLD must be a whole number between 1 and 1000' })
  REPORT_HIDE_THRESHOLD?: number;

  @IsOptional()
  @Min(0, { message: 'REPORT_TRUSTED_ACCOUNT_DAYS must be a whole number between 0 and 365' })
  @Max(365, { message: 'REPORT_TRUSTED_ACCOUNT_DAYS must be a whole number between 0 and 365' })
  @IsInt({ message: 'REPORT_TRUSTED_ACCOUNT_DAYS must be a whole number between 0 and 365' })
  REPORT_TRUSTED_ACCOUNT_DAYS?: number;

  @IsOptional()
  @IsIn(BOOLEAN_WORDS, { message: 'SEARCH_INDEX must be true or false' })
  SEARCH_INDEX?: string;

  @IsOptional()
  @Matches(/^[\w.-]{1,64}$/, {
    message: 'INSTANCE_NAME must be 1 to 64 letters, digits or the characters _ . -',
  })
  INSTANCE_NAME?: string;

  @IsOptional()
  @Min(1, { message: WRITE_RATE_LIMIT_MESSAGE })
  @Max(1_000_000, { message: WRITE_RATE_LIMIT_MESSAGE })
  @IsInt({ message: WRITE_RATE_LIMIT_MESSAGE })
  WRITE_RATE_LIMIT?: number;

  @IsOptional()
  @Min(1, { message: CONTACT_CLIENT_HOURLY_LIMIT_MESSAGE })
  @Max(1_000_000, { message: CONTACT_CLIENT_HOURLY_LIMIT_MESSAGE })
  @IsInt({ message: CONTACT_CLIENT_HOURLY_LIMIT_MESSAGE })
  CONTACT_CLIENT_HOURLY_LIMIT?: number;
}

function parseTrustProxy(value: string): boolean | number | string {
  const trimmed = value.trim();
  if (trimmed === 'true') return true;
  if (trimmed === 'false') return false;
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  return trimmed;
}

export interface AppConfig {
  nodeEnv: string;
  isProduction: boolean;
  port: number;
  host: string;
  /**
   * The Prometheus metrics' own port (GET /metrics), apart from the public one; null: no metrics (the default).
   * 0 takes any free port (the tests).
   */
  metricsPort: number | null;
  /** Where the metrics port listens: loopback unless the scraper is on another machine of the private network. */
  metricsHost: string;
  dataDir: string;
  uploadsDir: string;
  logLevel: LogLevel;
  /**
   * json: one JSON object a line, for a log collector (the default). pretty: one readable line a request, for a
   * developer at a terminal (npm start asks for it); never in production, where pino-pretty is not installed.
   */
  logFormat: 'json' | 'pretty';
  corsOrigins: string[];
  /** Seed the demo catalog into an empty database at start-up (never in production unless asked). */
  seedDemoData: boolean;
  /** Largest accepted image upload, in bytes. */
  maxUploadBytes: number;
  /** Fastify's trustProxy: which proxies may tell us the client address in X-Forwarded-For. */
  trustProxy: boolean | number | string;
  /** Open reports that hide a listing from the public lists until an admin reviews them. */
  reportHideThreshold: number;
  /** Age in days from which an account's reports count toward that threshold (see ReportsService). */
  reportTrustedAccountDays: number;
  /** State-changing requests per minute per caller (account, else client address); auth routes have their own. */
  writeRateLimit: number;
  /** Contact-form messages one client (address) may send an hour. */
  contactClientHourlyLimit: number;
  /** Names this API instance in every answer's X-Instance header (the host name unless INSTANCE_NAME is set). */
  instanceName: string;
  /** Answer searches and facets from the in-memory search index (docs/search.md); off: from SQL alone. */
  searchIndex: boolean;
  /** How long a SIGTERM'd instance keeps serving, saying it is leaving, before it stops taking connections (shutdown.ts). */
  shutdownNoticeMs: number;
}

export function readAppConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const validated = validateConfig(env, AppEnvironment);
  const nodeEnv = validated.NODE_ENV ?? 'development';
  const isProduction = nodeEnv === 'production';
  const rawDataDir = validated.DATA_DIR?.trim() || DEFAULT_DATA_DIR;
  const dataDir = isAbsolute(rawDataDir) ? rawDataDir : resolve(process.cwd(), rawDataDir);
  const uploadsDir = resolve(dataDir, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });
  return {
    nodeEnv,
    isProduction,
    port: validated.PORT ?? 3000,
    host: validated.HOST?.trim() || '0.0.0.0',
    metricsPort: validated.METRICS_PORT ?? null,
    metricsHost: validated.METRICS_HOST?.trim() || '127.0.0.1',
    dataDir,
    uploadsDir,
    logLevel: validated.LOG_LEVEL ?? 'info',
    logFormat: validated.LOG_FORMAT === 'pretty' && !isProduction ? 'pretty' : 'json',
    corsOrigins: (validated.CORS_ORIGINS ?? DEFAULT_CORS_ORIGINS)
      .split(',')
      .map((origin) => origin.trim().replace(/\/$/, ''))
      .filter(Boolean),
    seedDemoData: parseBoolean(validated.SEED_DEMO_DATA) ?? !isProduction,
    maxUploadBytes: validated.MAX_UPLOAD_BYTES ?? 5 * 1024 * 1024,
    trustProxy: parseTrustProxy(validated.TRUST_PROXY ?? 'loopback'),
    reportHideThreshold: validated.REPORT_HIDE_THRESHOLD ?? 3,
    // A week: long enough that hiding a listing takes more than a few minutes of making throwaway accounts.
    reportTrustedAccountDays: validated.REPORT_TRUSTED_ACCOUNT_DAYS ?? 7,
    // One write a second, sustained for a minute: far above a person clicking, low enough to stop a script.
    writeRateLimit: validated.WRITE_RATE_LIMIT ?? 60,
    // A person writes once or twice; a few more leave room for a household or an office behind one address.
    contactClientHourlyLimit: validated.CONTACT_CLIENT_HOURLY_LIMIT ?? 5,
    // A container's host name is its id: distinct per replica without any setting.
    instanceName: validated.INSTANCE_NAME ?? hostname(),
    searchIndex: parseBoolean(validated.SEARCH_INDEX) ?? true,
    // Longer than the balancers' next requests take to come: they learn from an answer to pass the instance over.
    shutdownNoticeMs: (validated.SHUTDOWN_NOTICE_SECONDS ?? 2) * 1000,
  };
}

export const appConfig = registerAs('app', () => readAppConfig());
