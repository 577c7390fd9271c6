import { registerAs } from '@nestjs/config';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { validateConfig } from './validate-config';

const ALERT_SCAN_MESSAGE = 'ALERT_SCAN_SECONDS must be a whole number of seconds from 0 (off) to 3600';
const RECIPIENT_LIMIT_MESSAGE = 'MAIL_RECIPIENT_HOURLY_LIMIT must be a whole number of mails from 1 to 1000';
const MESSAGE_HOLD_MESSAGE = 'MESSAGE_MAIL_HOLD_SECONDS must be a whole number of seconds from 0 to 3600';

class MailEnvironment {
  @IsOptional()
  @Matches(/^smtps?:\/\/\S+$/, {
    message: 'SMTP_URL must be an smtp:// or smtps:// URL, like smtp://user:pass@smtp.example.com:587',
  })
  SMTP_URL?: string;

  @IsOptional()
  @IsString()
  @MaxLength(200, { message: 'MAIL_FROM must be at most 200 characters' })
  MAIL_FROM?: string;

  // Local runs only: the stand-in's inbox, named in mails' logs so a developer knows where to look.
  @IsOptional()
  @Matches(/^https?:\/\/\S+$/, { message: 'MAIL_INBOX_URL must be an http(s) URL' })
  MAIL_INBOX_URL?: string;

  @IsOptional()
  @Type(() => Number)
  @Min(0, { message: ALERT_SCAN_MESSAGE })
  @Max(3600, { message: ALERT_SCAN_MESSAGE })
  @IsInt({ message: ALERT_SCAN_MESSAGE })
  ALERT_SCAN_SECONDS?: number;

  @IsOptional()
  @Type(() => Number)
  @Min(1, { message: RECIPIENT_LIMIT_MESSAGE })
  @Max(1000, { message: RECIPIENT_LIMIT_MESSAGE })
  @IsInt({ message: RECIPIENT_LIMIT_MESSAGE })
  MAIL_RECIPIENT_HOURLY_LIMIT?: number;

  @IsOptional()
  @Type(() => Number)
  @Min(0, { message: MESSAGE_HOLD_MESSAGE })
  @Max(3600, { message: MESSAGE_HOLD_MESSAGE })
  @IsInt({ message: MESSAGE_HOLD_MESSAGE })
  MESSAGE_MAIL_HOLD_SECONDS?: number;
}

export interface MailConfig {
  /** Where mails are sent; null queues them unsent (a warning at start says so). */
  smtpUrl: string | null;
  from: string;
  /** The local stand-in's inbox (MailDev), when one runs instead of a real mail service. */
  inboxUrl: string | null;
  /** How often this instance looks for new listings matching saved searches; 0: never (another instance does). */
  alertScanMs: number;
  /** The most mails one address gets from the site in any hour, all kinds together (the outbox keeps to it). */
  recipientHourlyLimit: number;
  /** How long the mail of a new message waits before it goes: not sent if its reader has read the thread by then. */
  messageMailHoldMs: number;
}

export function readMailConfig(env: Record<string, string | undefined> = process.env): MailConfig {
  const validated = validateConfig(env, MailEnvironment);
  return {
    smtpUrl: validated.SMTP_URL ?? null,
    from: validated.MAIL_FROM ?? 'Used-car marketplace <no-reply@usedcars.example>',
    inboxUrl: validated.MAIL_INBOX_URL ?? null,
    alertScanMs: (validated.ALERT_SCAN_SECONDS ?? 5) * 1000,
    recipientHourlyLimit: validated.MAIL_RECIPIENT_HOURLY_LIMIT ?? 5,
    messageMailHoldMs: (validated.MESSAGE_MAIL_HOLD_SECONDS ?? 300) * 1000,
  };
}

export const mailConfig = registerAs('mail', () => readMailConfig());
