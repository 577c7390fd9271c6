import { registerAs } from '@nestjs/config';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { validateConfig } from './validate-config';

const HEARTBEAT_MESSAGE = 'LIVE_HEARTBEAT_SECONDS must be a whole number of seconds, 1 to 300';

class LiveEnvironment {
  @IsOptional()
  @Min(1, { message: HEARTBEAT_MESSAGE })
  @Max(300, { message: HEARTBEAT_MESSAGE })
  @IsInt({ message: HEARTBEAT_MESSAGE })
  LIVE_HEARTBEAT_SECONDS?: number;
}

export interface LiveConfig {
  /** A comment line this often on each open stream, so that proxies never close a quiet one as idle. */
  heartbeatMs: number;
}

export function readLiveConfig(env: Record<string, string | undefined> = process.env): LiveConfig {
  const validated = validateConfig(env, LiveEnvironment);
  return {
    heartbeatMs: (validated.LIVE_HEARTBEAT_SECONDS ?? 20) * 1000,
  };
}

export const liveConfig = registerAs('live', () => readLiveConfig());
