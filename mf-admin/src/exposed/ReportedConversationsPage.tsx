// /admin/reported-conversations ('Reported Messages'): conversations a party reported, newest first: the car, who
// reported whom and why, and the conversation's latest messages (as text) to judge it by.
import { CONVERSATION_REPORT_REASON_LABELS } from '@usedcars/contract/conversation-messages';
import type { ConversationReportItem } from '@usedcars/contract/types';
import { PageTitle } from '@usedcars/shared-ui/components/PageTitle';
import { QueryError } from '@usedcars/shared-ui/components/QueryError';
import { formatDateTime } from '@usedcars/shared-ui/format';
import { Card, Flex, Skeleton, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useConversationReports } from '../features/conversation-reports/get-conversation-reports';

export default function ReportedConversationsPage() {
  const reports = useConversationReports();
  return (
    <>
      <PageTitle>Reported Messages</PageTitle>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        Reported Messages
      </Typography.Title>
      {reports.isPending ? (
        <Skeleton active />
      ) : reports.isError ? (
        <QueryError error={reports.error} onRetry={() => void reports.refetch()} />
      ) : reports.data.length === 0 ? (
        <Typography.Paragraph>No conversation has been reported.</Typography.Paragraph>
      ) : (
        <Flex vertical gap={16}>
          {reports.data.map((report) => (
            <ReportCard key={report._id} report={report} />
          ))}
        </Flex>
      )}
    </>
  );
}

function ReportCard({ report }: { report: ConversationReportItem }) {
  return (
    <Card
      title={<Tag color="red">{CONVERSATION_REPORT_REASON_LABELS[report.reason]}</Tag>}
      extra={<time dateTime={report.date}>{formatDateTime(report.date)}</time>}
    >
      <Typography.Paragraph>
        About <Link to={`/products/${report.product._id}`}>{report.product.name}</Link>. Reported by{' '}
        <strong>{report.reporter.displayName}</strong> ({report.reporter.email}); the other party is{' '}
        <strong>{report.reported.displayName}</strong> ({report.reported.email}).
      </Typography.Paragraph>
      <ol aria-label="Latest messages" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {report.messages.map((message) => (
          <li key={message._id} style={{ marginBottom: 8 }}>
            <Typography.Text type="secondary">
              {message.fromReporter ? report.reporter.displayName : report.reported.displayName},{' '}
              <time dateTime={message.date}>{formatDateTime(message.date)}</time>:
            </Typography.Text>{' '}
            <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.text}</span>
          </li>
        ))}
      </ol>
    </Card>
  );
}
