// The open reports of one listing: reason, the reporter's note, who reported it and when.
import { REPORT_REASON_LABELS, type ReportEntry } from '@usedcars/contract/types';
import { formatDate } from '@usedcars/shared-ui/format';
import { Typography } from 'antd';

export function ReportList({ reports, productName }: { reports: ReportEntry[]; productName: string }) {
  return (
    <ul aria-label={`Reports of ${productName}`} style={{ margin: 0, paddingInlineStart: 18, maxWidth: 360 }}>
      {reports.map((report) => (
        <li key={report._id} style={{ marginBottom: 4 }}>
          <Typography.Text strong>{REPORT_REASON_LABELS[report.reason] ?? report.reason}</Typography.Text>
          {report.note ? <div>“{report.note}”</div> : null}
          <Typography.Text type="secondary">
            by {report.reporterName}, <time dateTime={report.date}>{formatDate(report.date)}</time>
          </Typography.Text>
        </li>
      ))}
    </ul>
  );
}
