// /admin/reported-conversations ('Reported Messages'): conversations a party reported, newest first: the car, who
// reported whom and why, how often each of them reports and is reported, and the conversation's latest messages to
// judge it by. An open report is dismissed, or its reported account warned, suspended or deleted (each after a
// confirmation); handled ones say what was done, by whom and when.
import {
  CONVERSATION_REPORT_ADMIN_MESSAGES,
  CONVERSATION_REPORT_REASON_LABELS,
  CONVERSATION_REPORT_RESOLUTION_LABELS,
} from '@usedcars/contract/conversation-messages';
import type {
  ConversationReportAction,
  ConversationReportItem,
  ConversationReportStatus,
  ReportedConversationParty,
} from '@usedcars/contract/types';
import { apiErrorMessage } from '@usedcars/shared-ui/api/client';
import { ConfirmModal } from '@usedcars/shared-ui/components/ConfirmModal';
import { PageTitle } from '@usedcars/shared-ui/components/PageTitle';
import { QueryError } from '@usedcars/shared-ui/components/QueryError';
import { RowDangerButton } from '@usedcars/shared-ui/components/RowDangerButton';
import { message } from '@usedcars/shared-ui/feedback/message';
import { formatDateTime } from '@usedcars/shared-ui/format';
import { Button, Card, Flex, Segmented, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useConversationReports } from '../features/conversation-reports/get-conversation-reports';
import { useResolveConversationReport } from '../features/conversation-reports/resolve-conversation-report';

interface PendingAction {
  report: ConversationReportItem;
  action: ConversationReportAction;
}

const DONE: Record<ConversationReportAction, string> = {
  dismiss: CONVERSATION_REPORT_ADMIN_MESSAGES.dismissed,
  warn: CONVERSATION_REPORT_ADMIN_MESSAGES.warned,
  suspend: CONVERSATION_REPORT_ADMIN_MESSAGES.suspended,
  delete: CONVERSATION_REPORT_ADMIN_MESSAGES.deleted,
};

/** The confirmation's words: what the action does to whom. */
function confirmation({ report, action }: PendingAction): { title: string; text: string; ok: string } {
  const name = report.reported.displayName;
  switch (action) {
    case 'dismiss':
      return {
        title: 'Dismiss report',
        text: `Dismiss ${report.reporter.displayName}'s report? Nothing changes for ${name}.`,
        ok: 'Dismiss',
      };
    case 'warn':
      return {
        title: `Warn ${name}`,
        text: `${name} is told in the app and by mail that an admin reviewed this conversation, and which rule it broke. The reporter is not named.`,
        ok: 'Warn',
      };
    case 'suspend':
      return {
        title: `Suspend ${name}`,
        text: `${name} can no longer sign in or make changes until an admin lifts the suspension under All Users. Their listings stay.`,
        ok: 'Suspend',
      };
    case 'delete':
      return {
        title: `Delete ${name}`,
        text: `Delete ${name}'s account for good? Its listings leave the catalog and it cannot sign in again.`,
        ok: 'Delete',
      };
  }
}

const STATUS_OPTIONS: { label: string; value: ConversationReportStatus }[] = [
  { label: 'Open', value: 'open' },
  { label: 'Handled', value: 'handled' },
];

export default function ReportedConversationsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const status: ConversationReportStatus = searchParams.get('status') === 'handled' ? 'handled' : 'open';
  const reports = useConversationReports(status);
  const resolve = useResolveConversationReport();
  const [pending, setPending] = useState<PendingAction | null>(null);

  const confirm = () => {
    if (!pending) return;
    const { report, action } = pending;
    resolve.mutate(
      { reportId: report._id, action },
      {
        onSettled: () => setPending(null),
        onSuccess: () => void message.success(DONE[action]),
        onError: (error) =>
          void message.error(apiErrorMessage(error, 'The report was not handled. Please try again.')),
      },
    );
  };
  const words = pending ? confirmation(pending) : null;

  return (
    <>
      <PageTitle>Reported Messages</PageTitle>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        Reported Messages
      </Typography.Title>
      <Segmented<ConversationReportStatus>
        aria-label="Which reports"
        options={STATUS_OPTIONS}
        value={status}
        onChange={(value) => setSearchParams(value === 'handled' ? { status: value } : {})}
        style={{ marginBottom: 16 }}
      />
      {reports.isPending ? (
        <Skeleton active />
      ) : reports.isError ? (
        <QueryError error={reports.error} onRetry={() => void reports.refetch()} />
      ) : reports.data.length === 0 ? (
        <Typography.Paragraph>
          {status === 'open'
            ? CONVERSATION_REPORT_ADMIN_MESSAGES.empty
            : CONVERSATION_REPORT_ADMIN_MESSAGES.emptyHandled}
        </Typography.Paragraph>
      ) : (
        <Flex vertical gap={16}>
          {reports.data.map((report) => (
            <ReportCard
              key={report._id}
              report={report}
              busy={resolve.isPending}
              onAct={(action) => setPending({ report, action })}
            />
          ))}
        </Flex>
      )}
      <ConfirmModal
        open={pending !== null}
        title={words?.title}
        message={words?.text ?? ''}
        confirmText={words?.ok}
        cancelText="Cancel"
        loading={resolve.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </>
  );
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** A party, with what tells an admin whether to trust a report (a serial reporter) or act (a repeat offender). */
function Party({ label, party }: { label: string; party: ReportedConversationParty }) {
  return (
    <div>
      <Typography.Text type="secondary">{label}: </Typography.Text>
      <strong>{party.displayName}</strong> <span style={{ overflowWrap: 'anywhere' }}>({party.email})</span>,{' '}
      {party.role}
      {party.deleted ? (
        <Tag color="default" style={{ marginInlineStart: 8 }}>
          Deleted
        </Tag>
      ) : null}
      {party.suspended ? (
        <Tag color="red" style={{ marginInlineStart: 8 }}>
          Suspended
        </Tag>
      ) : null}
      <div>
        <Typography.Text type="secondary">
          Reported {plural(party.reportsMade, 'conversation', 'conversations')} · reported by others{' '}
          {plural(party.reportsAgainst, 'time', 'times')} · warned {plural(party.warnings, 'time', 'times')}
        </Typography.Text>
      </div>
    </div>
  );
}

function ReportCard({
  report,
  busy,
  onAct,
}: {
  report: ConversationReportItem;
  busy: boolean;
  onAct: (action: ConversationReportAction) => void;
}) {
  const { reported } = report;
  const accountGone = reported.deleted;
  const adminAccount = reported.role === 'Admin';
  const shown = report.messages.length;
  return (
    <section aria-label={`Report of ${reported.displayName} by ${report.reporter.displayName}`}>
      <Card
        title={
          <Flex gap={8} wrap align="center">
            <Tag color="red">{CONVERSATION_REPORT_REASON_LABELS[report.reason]}</Tag>
            <span style={{ whiteSpace: 'normal' }}>
              About <Link to={`/products/${report.product._id}`}>{report.product.name}</Link>
            </span>
          </Flex>
        }
        extra={<time dateTime={report.date}>{formatDateTime(report.date)}</time>}
        styles={{ header: { flexWrap: 'wrap', paddingBlock: 8 } }}
      >
        <Flex vertical gap={8} style={{ marginBottom: 12 }}>
          <Party label="Reported by" party={report.reporter} />
          <Party label="Reported account" party={reported} />
        </Flex>
        {report.details ? (
          <Typography.Paragraph>
            <Typography.Text type="secondary">What the reporter wrote: </Typography.Text>
            <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{report.details}</span>
          </Typography.Paragraph>
        ) : null}
        <Typography.Title level={2} style={{ fontSize: 16 }}>
          {shown < report.messageCount
            ? `The latest ${shown} of ${report.messageCount} messages`
            : plural(report.messageCount, 'message', 'messages')}
        </Typography.Title>
        <ol
          aria-label="Latest messages"
          style={{ listStyle: 'none', padding: 0, margin: 0, maxHeight: 360, overflowY: 'auto' }}
        >
          {report.messages.map((message) => (
            <li key={message._id} style={{ marginBottom: 8 }}>
              <Typography.Text type="secondary">
                {message.fromReporter ? report.reporter.displayName : reported.displayName},{' '}
                <time dateTime={message.date}>{formatDateTime(message.date)}</time>:
              </Typography.Text>{' '}
              <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.text}</span>
            </li>
          ))}
        </ol>
        {report.resolution ? (
          <Typography.Paragraph style={{ marginTop: 12, marginBottom: 0 }}>
            <Tag color="blue">{CONVERSATION_REPORT_RESOLUTION_LABELS[report.resolution.action]}</Tag> by{' '}
            {report.resolution.by.displayName},{' '}
            <time dateTime={report.resolution.date}>{formatDateTime(report.resolution.date)}</time>
          </Typography.Paragraph>
        ) : (
          <Flex gap={8} wrap style={{ marginTop: 12 }} role="group" aria-label="Actions">
            <Button
              size="small"
              disabled={busy}
              aria-label={`Dismiss the report of ${reported.displayName}`}
              onClick={() => onAct('dismiss')}
            >
              Dismiss
            </Button>
            <Button
              size="small"
              disabled={busy || accountGone || adminAccount}
              aria-label={`Warn ${reported.displayName}`}
              onClick={() => onAct('warn')}
            >
              Warn
            </Button>
            <RowDangerButton
              action="Suspend"
              target={reported.displayName}
              disabled={busy || accountGone || adminAccount || reported.suspended}
              onClick={() => onAct('suspend')}
            />
            <RowDangerButton
              action="Delete"
              target={reported.displayName}
              disabled={busy || accountGone || adminAccount}
              onClick={() => onAct('delete')}
            />
          </Flex>
        )}
      </Card>
    </section>
  );
}
