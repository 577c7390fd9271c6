// /admin/disputes ('Disputes'): the open disputes of paid orders, oldest first, each with the buyer's report, the
// seller's answer and their latest messages about the car. Deciding for the buyer refunds the payment in full and
// puts the car back on sale; deciding for the seller completes the deal. Both are in the audit log.
import { DISPUTE_REASON_LABELS, type AdminDispute } from '@usedcars/contract/deals';
import { apiErrorMessage } from '@usedcars/shared-ui/api/client';
import { EmptyState } from '@usedcars/shared-ui/components/EmptyState';
import { PageTitle } from '@usedcars/shared-ui/components/PageTitle';
import { QueryError } from '@usedcars/shared-ui/components/QueryError';
import { message } from '@usedcars/shared-ui/feedback/message';
import { formatDateTime, formatDollars } from '@usedcars/shared-ui/format';
import { Button, Card, Flex, Skeleton, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useDecideDispute, useDisputes } from '../features/disputes/disputes';

export default function DisputesPage() {
  const disputes = useDisputes();
  const decide = useDecideDispute();

  const decideFor = (dispute: AdminDispute, party: 'buyer' | 'seller') =>
    decide.mutate(
      { orderId: dispute.orderId, decideFor: party },
      {
        onSuccess: () =>
          void message.success(
            party === 'buyer' ? 'Decided for the buyer: the payment is refunded.' : 'Decided for the seller.',
          ),
        onError: (error) => void message.error(apiErrorMessage(error, 'The dispute was not decided.')),
      },
    );

  return (
    <section>
      <PageTitle>Disputes</PageTitle>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        Disputes
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        For the buyer: the payment is refunded in full and the car goes back on sale (take the listing down
        from Products if it is misleading). For the seller: the deal completes.
      </Typography.Paragraph>
      {disputes.isPending ? (
        <Skeleton active />
      ) : disputes.isError ? (
        <QueryError
          error={disputes.error}
          onRetry={() => void disputes.refetch()}
          title="The disputes could not be loaded."
        />
      ) : disputes.data.length === 0 ? (
        <EmptyState title="No open disputes" />
      ) : (
        <Flex
          component="ul"
          vertical
          gap={16}
          aria-label="Open disputes"
          style={{ listStyle: 'none', padding: 0 }}
        >
          {disputes.data.map((dispute) => (
            <li key={dispute.orderId}>
              <DisputeCard
                dispute={dispute}
                busy={decide.isPending}
                onDecide={(party) => decideFor(dispute, party)}
              />
            </li>
          ))}
        </Flex>
      )}
    </section>
  );
}

function DisputeCard({
  dispute,
  busy,
  onDecide,
}: {
  dispute: AdminDispute;
  busy: boolean;
  onDecide: (party: 'buyer' | 'seller') => void;
}) {
  const { dispute: words } = dispute;
  const opener = words.openedBy === 'buyer' ? dispute.buyer : dispute.seller;
  const other = words.openedBy === 'buyer' ? dispute.seller : dispute.buyer;
  return (
    <Card
      // A car's name is the seller's words, at times one long word: the title wraps instead of being cut off.
      styles={{ title: { whiteSpace: 'normal', overflowWrap: 'anywhere', paddingBlock: 8 } }}
      title={
        <Flex gap={8} wrap align="center">
          <Link to={`/products/${dispute.car.id}`}>{dispute.car.name}</Link>
          <Tag color="orange">{DISPUTE_REASON_LABELS[words.reason]}</Tag>
          <Typography.Text type="secondary">{formatDollars(dispute.price)}</Typography.Text>
        </Flex>
      }
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">
          Buyer {dispute.buyer.displayName} ({dispute.buyer.email}) · Seller {dispute.seller.displayName} (
          {dispute.seller.email}){dispute.paymentDate ? ` · paid ${formatDateTime(dispute.paymentDate)}` : ''}
        </Typography.Text>
        <section aria-label="Report">
          <Typography.Text strong>
            {words.openedBy === 'buyer' ? 'Buyer' : 'Seller'} {opener.displayName},{' '}
            {formatDateTime(words.openedAt)}:
          </Typography.Text>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
            {words.report}
          </Typography.Paragraph>
        </section>
        <section aria-label="Answer">
          <Typography.Text strong>
            {words.openedBy === 'buyer' ? 'Seller' : 'Buyer'} {other.displayName}
            {words.answeredAt ? `, ${formatDateTime(words.answeredAt)}` : ''}:
          </Typography.Text>
          <Typography.Paragraph
            type={words.answer ? undefined : 'secondary'}
            style={{ whiteSpace: 'pre-wrap', margin: 0 }}
          >
            {words.answer ?? 'No answer yet.'}
          </Typography.Paragraph>
        </section>
        {dispute.conversation.length > 0 ? (
          <section aria-label="Their messages">
            <Typography.Text strong>Their messages about the car</Typography.Text>
            <ul style={{ margin: 0, paddingLeft: 20 }}>
              {dispute.conversation.map((line, index) => (
                <li key={index}>
                  <Typography.Text type="secondary">
                    {line.from === 'buyer' ? 'Buyer' : 'Seller'}, {formatDateTime(line.date)}:
                  </Typography.Text>{' '}
                  <span style={{ whiteSpace: 'pre-wrap' }}>{line.text}</span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <Flex gap={8} wrap>
          <Button
            type="primary"
            loading={busy}
            onClick={() => onDecide('buyer')}
            aria-label={`Decide for the buyer of ${dispute.car.name}`}
          >
            Decide for the buyer (refund)
          </Button>
          <Button
            loading={busy}
            onClick={() => onDecide('seller')}
            aria-label={`Decide for the seller of ${dispute.car.name}`}
          >
            Decide for the seller
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
