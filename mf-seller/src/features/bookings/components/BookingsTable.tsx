// The bookings on the seller's cars: Car, Buyer, Mobile, Meeting Location, Booking Date, Price, Payment. On a
// phone the car and its payment stay in the row; the rest folds into the row's expandable line.
import type { OrderStatus, SellerBooking } from '@usedcars/contract/types';
import { ConsoleTable, type ConsoleColumn } from '@usedcars/shared-ui/components/ConsoleTable';
import { ThumbnailCell } from '@usedcars/shared-ui/components/ThumbnailCell';
import { EmptyState } from '@usedcars/shared-ui/components/EmptyState';
import { formatDate, formatDollars } from '@usedcars/shared-ui/format';
import { Flex, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { SellerDealCell } from './SellerDealCell';

/** What the seller reads in the Payment column, from the status the server decided. */
export const BOOKING_PAYMENT_LABELS: Record<OrderStatus, string> = {
  paid: 'Paid — awaiting handover',
  awaiting_payment: 'Awaiting payment',
  sold: 'Sold to another buyer',
  processing: 'Processing',
  unavailable: 'Listing removed',
  handed_over: 'Handed over — buyer to confirm',
  received: 'Buyer confirmed receipt',
  disputed: 'Disputed — an admin decides',
  completed: 'Completed',
  refunding: 'Refund in progress',
  refunded: 'Refunded',
};

const PAYMENT_COLORS: Record<OrderStatus, string> = {
  paid: 'green',
  awaiting_payment: 'gold',
  sold: 'default',
  processing: 'blue',
  unavailable: 'red',
  handed_over: 'cyan',
  received: 'cyan',
  disputed: 'orange',
  completed: 'green',
  refunding: 'blue',
  refunded: 'purple',
};

/** A tel: link dials the digits and the leading +; the buyer typed the number with spaces and dashes. */
function telephoneLink(mobile: string): string {
  return `tel:${mobile.replace(/[^\d+]/g, '')}`;
}

export interface BookingsTableProps {
  bookings: SellerBooking[];
  loading: boolean;
  /** What an empty table says; 'Not Found' unless told. */
  emptyTitle?: string;
}

export function BookingsTable({ bookings, loading, emptyTitle = 'Not Found' }: BookingsTableProps) {
  const columns: ConsoleColumn<SellerBooking>[] = [
    {
      key: 'car',
      title: 'Car',
      userText: true,
      render: (_, booking) => (
        <ThumbnailCell src={booking.productThumbnail}>
          <Link to={`/products/${booking.productID}`}>{booking.productName}</Link>
        </ThumbnailCell>
      ),
    },
    {
      key: 'buyer',
      title: 'Buyer',
      fold: true,
      userText: true,
      render: (_, booking) => (
        <Flex vertical>
          <span>{booking.customerName}</span>
          <Typography.Link href={`mailto:${booking.customerEmail}`}>{booking.customerEmail}</Typography.Link>
        </Flex>
      ),
    },
    {
      key: 'mobile',
      title: 'Mobile',
      fold: true,
      // A checked phone number, a few characters long: on one line, as people read numbers.
      render: (_, booking) => (
        <Typography.Link href={telephoneLink(booking.customerMobile)} style={{ whiteSpace: 'nowrap' }}>
          {booking.customerMobile}
        </Typography.Link>
      ),
    },
    { key: 'meetLocation', title: 'Meeting Location', dataIndex: 'meetLocation', fold: true, userText: true },
    {
      key: 'bookingDate',
      title: 'Booking Date',
      fold: true,
      render: (_, booking) => formatDate(booking.bookingDate),
    },
    { key: 'price', title: 'Price', fold: true, render: (_, booking) => formatDollars(booking.price) },
    {
      key: 'payment',
      title: 'Payment',
      render: (_, booking) => (
        <Flex vertical gap={4} align="flex-start">
          <Tag color={PAYMENT_COLORS[booking.status]}>{BOOKING_PAYMENT_LABELS[booking.status]}</Tag>
          {booking.status === 'paid' && booking.paymentDate ? (
            <Typography.Text type="secondary">Paid on {formatDate(booking.paymentDate)}</Typography.Text>
          ) : null}
          <SellerDealCell booking={booking} />
        </Flex>
      ),
    },
  ];

  return (
    <ConsoleTable<SellerBooking>
      rowKey="_id"
      columns={columns}
      dataSource={bookings}
      loading={loading}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      locale={{ emptyText: loading ? ' ' : <EmptyState title={emptyTitle} /> }}
    />
  );
}
