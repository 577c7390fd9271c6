// One conversation: its car and the other party, older messages on demand ("Load earlier"), its offer (OfferPanel),
// the composer (or why no message can be sent: closed or blocked), and Block/Unblock and Report. The messages are a log (a polite live region): a screen reader reads out each new one.
// Messages are rendered as text, never as HTML.
import {
  CONVERSATION_CLOSED_MESSAGES,
  CONVERSATION_REPORT_MESSAGES,
  CONVERSATION_REPORT_REASON_LABELS,
} from '@usedcars/contract/conversation-messages';
import {
  CONVERSATION_REPORT_DETAILS_MAX_LENGTH,
  CONVERSATION_REPORT_REASONS,
  type ConversationReportReason,
} from '@usedcars/contract/types';
import { apiErrorMessage, isApiError } from '@usedcars/shared-ui/api/client';
import { QueryError } from '@usedcars/shared-ui/components/QueryError';
import { PageSpinner } from '@usedcars/shared-ui/components/PageSpinner';
import { formatDateTime } from '@usedcars/shared-ui/format';
import { Alert, Button, Input, Modal, Radio } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  threadMessages,
  useReportConversation,
  useSendMessage,
  useSetBlocked,
  useThread,
} from '../api/conversations';
import { Composer } from './Composer';
import { OfferPanel } from './OfferPanel';

export function ThreadView({ id }: { id: string }) {
  const thread = useThread(id);
  const send = useSendMessage(id);
  const setBlocked = useSetBlocked(id);
  const [reportOpen, setReportOpen] = useState(false);
  const [blockError, setBlockError] = useState<string | null>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const messages = threadMessages(thread.data);
  const latestId = messages.at(-1)?._id;

  // Follow the conversation: each new latest message scrolls into view (loading earlier ones does not).
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [latestId]);

  if (thread.isPending) return <PageSpinner fullScreen={false} label="Loading conversation" />;
  if (thread.isError) {
    return (
      <QueryError
        error={thread.error}
        onRetry={() => void thread.refetch()}
        title={
          isApiError(thread.error) && thread.error.status === 404
            ? 'This conversation does not exist.'
            : 'This conversation could not be loaded.'
        }
      />
    );
  }

  const conversation = thread.data.pages[0]!.conversation;
  const other = conversation.otherParty.displayName;
  const blocked = conversation.blockedByMe || conversation.blockedMe;

  const toggleBlock = () => {
    setBlockError(null);
    setBlocked
      .mutateAsync(!conversation.blockedByMe)
      .catch((failure: unknown) => setBlockError(apiErrorMessage(failure, 'Please try again.')));
  };

  return (
    <section className="uc-thread" aria-labelledby={`thread-${id}-title`}>
      <header className="uc-thread-header">
        <Link to="/messages" className="uc-thread-back">
          ← All messages
        </Link>
        <div className="uc-thread-title">
          <h2 id={`thread-${id}-title`}>{other}</h2>
          <Link to={`/products/${conversation.product._id}`}>{conversation.product.name}</Link>
        </div>
        <div className="uc-thread-actions">
          <Button onClick={toggleBlock} loading={setBlocked.isPending} danger={!conversation.blockedByMe}>
            {conversation.blockedByMe ? 'Unblock' : 'Block'}
          </Button>
          <Button onClick={() => setReportOpen(true)}>Report</Button>
        </div>
      </header>
      {blockError ? <Alert role="alert" type="error" showIcon title={blockError} /> : null}

      {thread.hasNextPage ? (
        <Button
          className="uc-load-earlier"
          onClick={() => void thread.fetchNextPage()}
          loading={thread.isFetchingNextPage}
        >
          Load earlier
        </Button>
      ) : null}
      {/* A log is a live region (new messages are read out); the list inside keeps its list semantics. */}
      <div
        ref={logRef}
        className="uc-messages-log"
        role="log"
        aria-label={`Messages with ${other}`}
        tabIndex={0}
      >
        <ol className="uc-messages-items">
          {messages.map((message) => (
            <li key={message._id} className={message.mine ? 'uc-message uc-message-mine' : 'uc-message'}>
              <span className="uc-visually-hidden">{message.mine ? 'You' : other}: </span>
              <span className="uc-message-text">{message.text}</span>
              <time dateTime={message.date}>{formatDateTime(message.date)}</time>
            </li>
          ))}
        </ol>
      </div>

      <OfferPanel conversation={conversation} canWrite={!conversation.closedReason && !blocked} />
      {conversation.closedReason ? (
        <Alert type="info" showIcon title={CONVERSATION_CLOSED_MESSAGES[conversation.closedReason]} />
      ) : blocked ? (
        <Alert
          type="warning"
          showIcon
          title={
            conversation.blockedByMe
              ? `You blocked ${other}. Unblock to send messages again.`
              : `${other} blocked you: you cannot send messages in this conversation.`
          }
        />
      ) : (
        <Composer
          key={id}
          onSend={(text) => send.mutateAsync(text)}
          label={`Message to ${other}`}
          autoFocus
        />
      )}
      <ReportConversationModal id={id} open={reportOpen} onClose={() => setReportOpen(false)} />
    </section>
  );
}

function ReportConversationModal({ id, open, onClose }: { id: string; open: boolean; onClose: () => void }) {
  const report = useReportConversation(id);
  const [reason, setReason] = useState<ConversationReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const detailsId = useId();

  const submit = () => {
    if (!reason) return;
    report.mutateAsync({ reason, details: details.trim() || undefined }).then(
      () => setOutcome({ ok: true, text: CONVERSATION_REPORT_MESSAGES.reported }),
      (failure: unknown) =>
        setOutcome({
          ok: isApiError(failure) && failure.status === 409,
          text: apiErrorMessage(failure, 'The report could not be sent. Please try again.'),
        }),
    );
  };

  return (
    <Modal
      open={open}
      title="Report this conversation"
      onCancel={onClose}
      destroyOnHidden
      // Once sent there is nothing left to cancel: Close alone.
      footer={
        outcome?.ok ? (
          <Button type="primary" onClick={onClose}>
            Close
          </Button>
        ) : (
          <>
            <Button onClick={onClose}>Cancel</Button>
            <Button type="primary" onClick={submit} disabled={!reason} loading={report.isPending}>
              Report
            </Button>
          </>
        )
      }
    >
      {outcome ? (
        <Alert role="status" type={outcome.ok ? 'success' : 'error'} showIcon title={outcome.text} />
      ) : null}
      {outcome?.ok ? null : (
        <>
          <Radio.Group
            aria-label="Reason"
            value={reason}
            onChange={(event) => setReason(event.target.value as ConversationReportReason)}
            style={{ display: 'flex', flexDirection: 'column', gap: 8, marginTop: 8 }}
            options={CONVERSATION_REPORT_REASONS.map((value) => ({
              value,
              label: CONVERSATION_REPORT_REASON_LABELS[value],
            }))}
          />
          <label htmlFor={detailsId} style={{ display: 'block', margin: '16px 0 4px' }}>
            What happened? (optional, only the admins read it)
          </label>
          <Input.TextArea
            id={detailsId}
            value={details}
            onChange={(event) => setDetails(event.target.value)}
            maxLength={CONVERSATION_REPORT_DETAILS_MAX_LENGTH}
            showCount
            autoSize={{ minRows: 3, maxRows: 8 }}
            // Room for the count under the box, clear of the buttons.
            style={{ marginBottom: 24 }}
          />
        </>
      )}
    </Modal>
  );
}
