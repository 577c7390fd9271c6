// /admin/contact-messages ('Contact Messages'): what visitors and users wrote through the contact form, open ones
// newest first (handled ones on their own tab, latest handled first), a page at a time. An admin replies from their
// own mailbox to the address shown, then marks the message handled (in the audit log).
import {
  CONTACT_MESSAGES,
  CONTACT_PAGE_SIZE_DEFAULT,
  CONTACT_TOPIC_LABELS,
  type ContactMessageItem,
  type ContactMessageStatus,
} from '@usedcars/contract/contact-messages';
import { apiErrorMessage } from '@usedcars/shared-ui/api/client';
import { PageTitle } from '@usedcars/shared-ui/components/PageTitle';
import { message } from '@usedcars/shared-ui/feedback/message';
import { formatDateTime } from '@usedcars/shared-ui/format';
import { Button, Flex, Segmented, Tag, Typography } from 'antd';
import { useContactMessages } from '../features/contact-messages/get-contact-messages';
import { useMarkContactMessageHandled } from '../features/contact-messages/mark-contact-message-handled';
import { ServerPagedTable } from '../features/paged-list/ServerPagedTable';
import { useListParams } from '../features/paged-list/use-list-params';

const STATUS_OPTIONS: { label: string; value: ContactMessageStatus }[] = [
  { label: 'Open', value: 'open' },
  { label: 'Handled', value: 'handled' },
];

export default function ContactMessagesPage() {
  const { searchParams, page, setParam } = useListParams();
  const status: ContactMessageStatus = searchParams.get('status') === 'handled' ? 'handled' : 'open';
  const messages = useContactMessages({ status, page });
  const markHandled = useMarkContactMessageHandled();

  const handle = (item: ContactMessageItem) =>
    markHandled.mutate(item._id, {
      onSuccess: () => void message.success(CONTACT_MESSAGES.handled),
      onError: (error) =>
        void message.error(apiErrorMessage(error, 'The message was not marked handled. Please try again.')),
    });

  return (
    <section>
      <PageTitle>Contact Messages</PageTitle>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        Contact Messages
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Reply from your own mailbox to the address shown, then mark the message handled. The sender got a mail
        saying we received it.
      </Typography.Paragraph>
      <Segmented<ContactMessageStatus>
        aria-label="Which messages"
        options={STATUS_OPTIONS}
        value={status}
        onChange={(value) => setParam('status', value === 'handled' ? value : undefined)}
        style={{ marginBottom: 16 }}
      />
      <ServerPagedTable<ContactMessageItem>
        rowKey="_id"
        aria-label={status === 'open' ? 'Open messages, newest first' : 'Handled messages, latest first'}
        query={messages}
        errorTitle="The messages could not be loaded."
        emptyTitle={status === 'open' ? CONTACT_MESSAGES.empty : CONTACT_MESSAGES.emptyHandled}
        pageSize={CONTACT_PAGE_SIZE_DEFAULT}
        columns={[
          {
            key: 'date',
            title: 'Date',
            render: (_, item) => <time dateTime={item.date}>{formatDateTime(item.date)}</time>,
          },
          {
            key: 'from',
            title: 'From',
            userText: true,
            render: (_, item) => (
              <Flex vertical>
                <span>{item.name}</span>
                <a href={`mailto:${item.email}`}>{item.email}</a>
                {item.account ? (
                  <Typography.Text type="secondary">Account: {item.account.displayName}</Typography.Text>
                ) : (
                  <Typography.Text type="secondary">Not signed in</Typography.Text>
                )}
              </Flex>
            ),
          },
          {
            key: 'topic',
            title: 'Topic',
            fold: true,
            render: (_, item) => <Tag>{CONTACT_TOPIC_LABELS[item.topic] ?? item.topic}</Tag>,
          },
          {
            key: 'message',
            title: 'Message',
            fold: true,
            userText: true,
            render: (_, item) => <span style={{ whiteSpace: 'pre-wrap' }}>{item.message}</span>,
          },
          {
            key: 'status',
            title: 'Status',
            render: (_, item) =>
              item.handled ? (
                <Typography.Text>
                  Handled by {item.handled.by.displayName},{' '}
                  <time dateTime={item.handled.date}>{formatDateTime(item.handled.date)}</time>
                </Typography.Text>
              ) : (
                <Button
                  size="small"
                  disabled={markHandled.isPending}
                  aria-label={`Mark the message from ${item.name} handled`}
                  onClick={() => handle(item)}
                >
                  Mark handled
                </Button>
              ),
          },
        ]}
      />
    </section>
  );
}
