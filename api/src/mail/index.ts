// The mail module's public file: other folders import only what is here.
export { MailModule } from './mail.module';
export { MailService, type MailToSend } from './mail.service';
// Its counts and the outbox's backlog, for the metrics.
export { MailDispatcher } from './mail-dispatcher';
export { mailTopic, MailTopics } from './mail-topics';
export { type MailContent, userText } from './mail-content';
export type { MailKind } from './mail-kinds';
export { MailRecipientSlot } from './mail-recipient-slot.entity';
export { OutboxMail } from './outbox-mail.entity';
