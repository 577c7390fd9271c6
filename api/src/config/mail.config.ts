import { registerAs } from '@nestjs/config';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { validateConfig } from './validate-config';

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
}

export interface MailConfig {
  /** Where mails are sent; null queues them unsent (a warning at start says so). */
  smtpUrl: string | null;
  from: string;
  /** The local stand-in's inbox (MailDev), when one runs instead of a real mail service. */
  inboxUrl: string | null;
}

export function readMailConfig(env: Record<string, string | undefined> = process.env): MailConfig {
  const validated = validateConfig(env, MailEnvironment);
  return {
    smtpUrl: validated.SMTP_URL ?? null,
    from: validated.MAIL_FROM ?? 'Used-car marketplace <no-reply@usedcars.example>',
    inboxUrl: validated.MAIL_INBOX_URL ?? null,
  };
}

export const mailConfig = registerAs('mail', () => readMailConfig());
