import { Logger } from '@nestjs/common';
import { AbstractLogger, type LogLevel, type LogMessage } from 'typeorm';

/** Sends TypeORM's messages through Nest's logger (pino in the app), so LOG_LEVEL governs them too. */
export class TypeOrmLogger extends AbstractLogger {
  private readonly logger = new Logger('TypeORM');

  protected writeLog(
    level: LogLevel,
    message: LogMessage | string | number | (LogMessage | string | number)[],
  ): void {
    for (const entry of this.prepareLogMessages(message, { highlightSql: false, formatSql: false })) {
      const text = entry.prefix ? `${entry.prefix} ${entry.message}` : String(entry.message);
      if (level === 'error' || entry.type === 'query-error') this.logger.error(text);
      else if (level === 'warn' || entry.type === 'query-slow') this.logger.warn(text);
      else this.logger.log(text);
    }
  }
}
