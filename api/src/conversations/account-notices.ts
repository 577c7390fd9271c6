import { CONVERSATION_REPORT_REASON_LABELS } from '@usedcars/contract/conversation-messages';
import type { MailToSend } from '../mail';
import { userText } from '../mail';
import type { NotificationToSend } from '../notifications';
import type { User } from '../users';
import type { ConversationReport } from './conversation-report.entity';

// What a reported account is told when an admin acts on a report: which conversation and what kind of conduct, in
// the site's fixed words. Never who reported it, nor anything the reporter wrote.

function warningText(report: ConversationReport): string {
  const reason = CONVERSATION_REPORT_REASON_LABELS[report.reason].toLowerCase();
  return (
    `An admin reviewed your conversation about ${report.conversation.product.name}, reported as ${reason}. ` +
    "Please keep to the marketplace's rules: an account that breaks them again may be suspended."
  );
}

/** The bell's notice of a warning: it opens the conversation it is about. */
export function accountWarningNotification(report: ConversationReport): NotificationToSend {
  const conversation = report.conversation;
  return {
    userId: conversation.buyerId === report.reporterId ? conversation.sellerId : conversation.buyerId,
    kind: 'account-warning',
    title: "A warning from the site's admins",
    text: warningText(report),
    link: `/messages/${conversation.id}`,
  };
}

export function accountWarningMail(
  report: ConversationReport,
  reported: User,
  publicUrl: string,
): MailToSend {
  return {
    kind: 'account-warning',
    to: reported.email,
    content: {
      subject: "A warning from the site's admins",
      greeting: `Hello ${userText(reported.displayName)},`,
      paragraphs: [userText(warningText(report))],
      action: { label: 'Open the conversation', url: `${publicUrl}/messages/${report.conversation.id}` },
    },
  };
}

/** A suspended account cannot sign in to read a notice: it is told by mail. */
export function accountSuspendedMail(reported: User): MailToSend {
  return {
    kind: 'account-suspended',
    to: reported.email,
    content: {
      subject: 'Your account is suspended',
      greeting: `Hello ${userText(reported.displayName)},`,
      paragraphs: [
        "The site's admins suspended your account for breaking the marketplace's rules in a conversation.",
        'You can no longer sign in or make changes. Your orders and messages are kept.',
      ],
    },
  };
}
