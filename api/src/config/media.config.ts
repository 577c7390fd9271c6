import { registerAs } from '@nestjs/config';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { InvalidConfigError, validateConfig } from './validate-config';

const UPLOAD_RATE_LIMIT_MESSAGE =
  'UPLOAD_RATE_LIMIT must be a whole number of photos per minute, 1 to 100000';
const UPLOAD_DAILY_LIMIT_MESSAGE =
  'UPLOAD_DAILY_LIMIT must be a whole number of photos per day, 1 to 1000000';

class MediaEnvironment {
  @IsOptional()
  @IsIn(['disk', 's3'], { message: 'MEDIA_STORAGE must be disk or s3' })
  MEDIA_STORAGE?: string;

  @IsOptional()
  @Matches(/^https?:\/\/[^\s/]+\/?$/, {
    message: 'S3_ENDPOINT must be an http(s) address without a path, like http://127.0.0.1:9000',
  })
  S3_ENDPOINT?: string;

  @IsOptional()
  @Matches(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
    message: 'S3_BUCKET must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
  })
  S3_BUCKET?: string;

  @IsOptional()
  @Matches(/^[a-z0-9-]{2,32}$/, { message: 'S3_REGION must be a region name, like us-east-1' })
  S3_REGION?: string;

  @IsOptional()
  @IsString()
  @MaxLength(128, { message: 'S3_ACCESS_KEY_ID must be at most 128 characters' })
  S3_ACCESS_KEY_ID?: string;

  @IsOptional()
  @IsString()
  @MaxLength(256, { message: 'S3_SECRET_ACCESS_KEY must be at most 256 characters' })
  S3_SECRET_ACCESS_KEY?: string;

  @IsOptional()
  @Min(1, { message: UPLOAD_RATE_LIMIT_MESSAGE })
  @Max(100_000, { message: UPLOAD_RATE_LIMIT_MESSAGE })
  @IsInt({ message: UPLOAD_RATE_LIMIT_MESSAGE })
  UPLOAD_RATE_LIMIT?: number;

  @IsOptional()
  @Min(1, { message: UPLOAD_DAILY_LIMIT_MESSAGE })
  @Max(1_000_000, { message: UPLOAD_DAILY_LIMIT_MESSAGE })
  @IsInt({ message: UPLOAD_DAILY_LIMIT_MESSAGE })
  UPLOAD_DAILY_LIMIT?: number;
}

export interface S3Settings {
  /** An S3-compatible service's address (MinIO, the local stand-in); null is AWS S3 itself. */
  endpoint: string | null;
  bucket: string;
  region: string;
  /** Null takes the AWS SDK's usual credential chain (an instance role, AWS_PROFILE ...). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
}

export interface MediaConfig {
  /** Where uploaded photos are kept: the data folder's uploads/ (one instance), or an S3 bucket (any number). */
  storage: 'disk' | 's3';
  s3: S3Settings | null;
  /** Photos one account may upload per minute and per day (each costs a decode, and storage for good). */
  uploadLimits: { perMinute: number; perDay: number };
}

export function readMediaConfig(env: Record<string, string | undefined> = process.env): MediaConfig {
  const validated = validateConfig(env, MediaEnvironment);
  const uploadLimits = {
    // Two listings' worth of photos (12 each) in a minute; twenty in a day.
    perMinute: validated.UPLOAD_RATE_LIMIT ?? 24,
    perDay: validated.UPLOAD_DAILY_LIMIT ?? 240,
  };
  if (validated.MEDIA_STORAGE !== 's3') return { storage: 'disk', s3: null, uploadLimits };
  const problems: string[] = [];
  if (!validated.S3_BUCKET) problems.push('S3_BUCKET must be set when MEDIA_STORAGE=s3');
  if (!validated.S3_ACCESS_KEY_ID !== !validated.S3_SECRET_ACCESS_KEY) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  if (problems.length > 0) throw new InvalidConfigError(problems);
  return {
    storage: 's3',
    uploadLimits,
    s3: {
      endpoint: validated.S3_ENDPOINT?.replace(/\/$/, '') ?? null,
      bucket: validated.S3_BUCKET as string,
      region: validated.S3_REGION ?? 'us-east-1',
      credentials:
        validated.S3_ACCESS_KEY_ID && validated.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: validated.S3_ACCESS_KEY_ID, secretAccessKey: validated.S3_SECRET_ACCESS_KEY }
          : null,
    },
  };
}

export const mediaConfig = registerAs('media', () => readMediaConfig());
