// The mail module's public file: other folders import only what is here.
export { MailModule } from './mail.module';
export { MailService, type MailToSend } from './mail.service';
export type { MailContent } from './mail-content';
export { OutboxMail } from './outbox-mail.entity';
