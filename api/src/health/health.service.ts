import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import type { HealthStatus } from '@usedcars/contract/types';
import { SearchIndex } from '../catalog';
import { API_ROOT } from '../config/paths';
import { ReadReplicas } from '../replicas';

const DATABASE_TIMEOUT_MS = 2000;

function readVersion(): string {
  try {
    return (
      (JSON.parse(readFileSync(join(API_ROOT, 'package.json'), 'utf8')) as { version?: string }).version ??
      '0.0.0'
    );
  } catch {
    return '0.0.0';
  }
}

@Injectable()
export class HealthService {
  private readonly logger = new Logger(HealthService.name);
  private readonly version = readVersion();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly searchIndex: SearchIndex,
    private readonly replicas: ReadReplicas,
  ) {}

  async check(): Promise<HealthStatus> {
    const up = await this.databaseUp();
    return {
      status: up ? 'ok' : 'degraded',
      database: up ? 'up' : 'down',
      version: this.version,
      searchIndex: this.searchIndex.state,
      // A replica down or behind costs no request (the primary answers): told, not counted as degraded.
      ...(this.replicas.configured ? { replicas: this.replicas.status } : {}),
    };
  }

  private async databaseUp(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    try {
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('database check timed out')), DATABASE_TIMEOUT_MS);
      });
      await Promise.race([this.dataSource.query('SELECT 1'), timeout]);
      return true;
    } catch (error) {
      this.logger.warn(`Database check failed: ${error instanceof Error ? error.message : String(error)}`);
      return false;
    } finally {
      clearTimeout(timer);
    }
  }
}
