import { Injectable } from '@nestjs/common';

/** Why the mails about one thing must no longer go (the reason kept with each dropped mail), or null. */
export type TopicCheck = (id: string) => Promise<string | null>;

/**
 * A mail may tell of something that can end before the mail goes (a conversation closed or blocked after its
 * message was written): its writer names that in the mail's `topic`, `<kind>:<id>`, and registers the kind's check
 * here, and the dispatcher asks it when it claims the mail. The mail module reads no other module's tables.
 */
@Injectable()
export class MailTopics {
  private readonly checks = new Map<string, TopicCheck>();

  register(kind: string, check: TopicCheck): void {
    this.checks.set(kind, check);
  }

  /** Why a mail about `topic` must not go, or null (no topic, or a kind nobody checks). */
  async withdrawn(topic: string | null): Promise<string | null> {
    if (!topic) return null;
    const separator = topic.indexOf(':');
    const check = this.checks.get(topic.slice(0, separator));
    return check && separator > 0 ? check(topic.slice(separator + 1)) : null;
  }
}

/** The topic of the mails about one thing. */
export function mailTopic(kind: string, id: string): string {
  return `${kind}:${id}`;
}
