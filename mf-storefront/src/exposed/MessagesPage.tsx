// /messages and /messages/{id} (logged-in only; the shell guards them): my conversations and one thread. On a
// desktop the list and the thread show side by side; on a phone each is its own screen (the thread has a link
// back). New messages arrive live: the header's stream refetches these queries.
import { CONVERSATION_MESSAGES } from '@usedcars/contract/conversation-messages';
import { EmptyState } from '@usedcars/shared-ui/components/EmptyState';
import { PageTitle } from '@usedcars/shared-ui/components/PageTitle';
import { QueryError } from '@usedcars/shared-ui/components/QueryError';
import { Skeleton, Typography } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { useConversations } from '../features/messages/api/conversations';
import { ConversationList } from '../features/messages/components/ConversationList';
import { ThreadView } from '../features/messages/components/ThreadView';

const STYLES = `
.uc-messages { display: grid; grid-template-columns: minmax(260px, 360px) minmax(0, 1fr); gap: 24px; align-items: start; }
.uc-messages-list, .uc-messages-pane { min-width: 0; }
.uc-conversations { list-style: none; margin: 0; padding: 0; border: 1px solid #f0f0f0; border-radius: 8px; }
.uc-conversations li + li { border-top: 1px solid #f0f0f0; }
.uc-conversation { display: flex; gap: 12px; align-items: center; padding: 12px; color: inherit; text-decoration: none; }
.uc-conversation:hover, .uc-conversation[aria-current='page'] { background: #fff2e8; }
.uc-conversation img { width: 64px; height: 48px; object-fit: cover; border-radius: 4px; flex: none; }
.uc-conversation-body { display: flex; flex-direction: column; min-width: 0; flex: 1; }
.uc-conversation-top { display: flex; justify-content: space-between; gap: 8px; }
.uc-conversation-top time, .uc-message time { color: #595959; font-size: 12px; white-space: nowrap; }
.uc-conversation-car { color: #595959; font-size: 13px; }
.uc-conversation-last, .uc-conversation-car { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.uc-unread { min-width: 22px; height: 22px; padding: 0 6px; border-radius: 11px; background: #c4330b; color: #fff;
  font-size: 12px; line-height: 22px; text-align: center; flex: none; }
.uc-thread { display: flex; flex-direction: column; gap: 12px; min-width: 0; }
.uc-thread-header { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; justify-content: space-between; }
.uc-thread-title h2 { margin: 0; font-size: 20px; }
.uc-thread-actions { display: flex; gap: 8px; }
.uc-thread-back { display: none; flex-basis: 100%; }
.uc-load-earlier { align-self: center; }
.uc-messages-log { padding: 12px; max-height: 60vh; overflow-y: auto; background: #fafafa; border-radius: 8px; }
.uc-messages-items { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 8px; }
.uc-message { align-self: flex-start; max-width: 80%; padding: 8px 12px; border-radius: 12px; background: #fff;
  border: 1px solid #f0f0f0; display: flex; flex-direction: column; gap: 4px; }
.uc-message-mine { align-self: flex-end; background: #fff2e8; border-color: #ffd8bf; }
.uc-message-text { white-space: pre-wrap; overflow-wrap: anywhere; }
.uc-composer-label { display: block; font-weight: 600; margin-bottom: 4px; }
.uc-offer { padding: 12px; border: 1px solid #ffd8bf; border-radius: 8px; background: #fffaf5; }
.uc-offer:empty { display: none; }
.uc-offer-status { margin: 0 0 8px; overflow-wrap: anywhere; }
.uc-offer-state, .uc-offer-expiry { color: #595959; }
.uc-offer-note { margin: 0; }
.uc-offer-form label { display: block; font-weight: 600; margin-bottom: 4px; }
.uc-visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden;
  clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
.uc-messages-pick { color: #595959; padding: 24px; text-align: center; border: 1px dashed #d9d9d9; border-radius: 8px; }
@media (max-width: 767px) {
  .uc-messages { grid-template-columns: minmax(0, 1fr); }
  .uc-messages[data-thread='true'] .uc-messages-list, .uc-messages[data-thread='false'] .uc-messages-pane { display: none; }
  .uc-thread-back { display: inline; }
}
`;

export default function MessagesPage() {
  const { id } = useParams();
  const conversations = useConversations();

  let list;
  if (conversations.isPending) list = <Skeleton active />;
  else if (conversations.isError)
    list = (
      <QueryError
        error={conversations.error}
        onRetry={() => void conversations.refetch()}
        title="Your messages could not be loaded."
      />
    );
  else if (conversations.data.length === 0)
    list = (
      <EmptyState
        title="No messages"
        description={CONVERSATION_MESSAGES.empty}
        action={<Link to="/cars">See all cars</Link>}
      />
    );
  else list = <ConversationList conversations={conversations.data} selectedId={id?.toLowerCase()} />;

  return (
    <>
      <PageTitle>Messages</PageTitle>
      <style>{STYLES}</style>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        Messages
      </Typography.Title>
      <div className="uc-messages" data-thread={id ? 'true' : 'false'}>
        <nav className="uc-messages-list" aria-label="My conversations">
          {list}
        </nav>
        <div className="uc-messages-pane">
          {id ? (
            <ThreadView key={id} id={id} />
          ) : (
            <p className="uc-messages-pick">Choose a conversation to read it.</p>
          )}
        </div>
      </div>
    </>
  );
}
