// "My conversations": each with the car's thumbnail, the other party's public name, the last message, the
// unread count and when; newest activity first (the API's order). The open one is marked current.
import type { ConversationSummary } from '@usedcars/contract/types';
import { formatDateTime } from '@usedcars/shared-ui/format';
import { Link } from 'react-router-dom';

export interface ConversationListProps {
  conversations: ConversationSummary[];
  selectedId?: string;
}

export function ConversationList({ conversations, selectedId }: ConversationListProps) {
  return (
    <ul className="uc-conversations" aria-label="Conversations">
      {conversations.map((c) => (
        <li key={c._id}>
          <Link
            to={`/messages/${c._id}`}
            className="uc-conversation"
            aria-current={c._id === selectedId ? 'page' : undefined}
          >
            <img src={c.product.image} alt="" width={64} height={48} loading="lazy" />
            <span className="uc-conversation-body">
              <span className="uc-conversation-top">
                <strong>{c.otherParty.displayName}</strong>
                <time dateTime={c.lastMessage.date}>{formatDateTime(c.lastMessage.date)}</time>
              </span>
              <span className="uc-conversation-car">{c.product.name}</span>
              <span className="uc-conversation-last">
                {c.lastMessage.mine ? 'You: ' : ''}
                {c.lastMessage.text}
              </span>
            </span>
            {c.unread > 0 ? (
              <span className="uc-unread" aria-label={`${c.unread} unread`}>
                {c.unread}
              </span>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
