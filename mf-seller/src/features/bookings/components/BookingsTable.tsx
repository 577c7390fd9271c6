// The bookings on the seller's cars: Car, Buyer, Mobile, Meeting Location, Booking Date, Price, Payment.
import type { OrderStatus, SellerBooking } from '@usedcars/shared-ui/api/types';
import { EmptyState } from '@usedcars/shared-ui/components/EmptyState';
import { formatDate, formatDollars } from '@usedcars/shared-ui/format';
import { Flex, Table, Tag, Typography, type TableProps } from 'antd';
import { Link } from 'react-router-dom';

/** What the seller reads in the Payment column, from the status the server decided. */
export const BOOKING_PAYMENT_LABELS: Record<OrderStatus, string> = {
  paid: 'Paid',
  awaiting_payment: 'Awaiting payment',
  sold: 'Sold to another buyer',
  processing: 'Processing',
  unavailable: 'Listing removed',
};

const PAYMENT_COLORS: Record<OrderStatus, string> = {
  paid: 'green',
  awaiting_payment: 'gold',
  sold: 'default',
  processing: 'blue',
  unavailable: 'red',
};

export interface BookingsTableProps {
  bookings: SellerBooking[];
  loading: boolean;
  /** What an empty table says; 'Not Found' unless told. */
  emptyTitle?: string;
}

export function BookingsTable({ bookings, loading, emptyTitle = 'Not Found' }: BookingsTableProps) {
  const columns: TableProps<SellerBooking>['columns'] = [
    {
      key: 'car',
      title: 'Car',
      render: (_, booking) => (
        <Flex gap={8} align="center">
          {/* Decorative: the name beside it says which car. */}
          <img
            src={booking.productThumbnail}
            alt=""
            width={56}
            height={42}
            style={{ objectFit: 'cover', borderRadius: 4 }}
          />
          <Link to={`/products/${booking.productID}`}>{booking.productName}</Link>
        </Flex>
      ),
    },
    {
      key: 'buyer',
      title: 'Buyer',
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
      render: (_, booking) => (
        <Typography.Link href={`tel:${booking.customerMobile}`}>{booking.customerMobile}</Typography.Link>
      ),
    },
    { key: 'meetLocation', title: 'Meeting Location', dataIndex: 'meetLocation' },
    { key: 'bookingDate', title: 'Booking Date', render: (_, booking) => formatDate(booking.bookingDate) },
    { key: 'price', title: 'Price', render: (_, booking) => formatDollars(booking.price) },
    {
      key: 'payment',
      title: 'Payment',
      render: (_, booking) => (
        <Flex vertical gap={4} align="flex-start">
          <Tag color={PAYMENT_COLORS[booking.status]}>{BOOKING_PAYMENT_LABELS[booking.status]}</Tag>
          {booking.status === 'paid' && booking.paymentDate ? (
            <Typography.Text type="secondary">{formatDate(booking.paymentDate)}</Typography.Text>
          ) : null}
        </Flex>
      ),
    },
  ];

  return (
    <Table<SellerBooking>
      rowKey="_id"
      columns={columns}
      dataSource={bookings}
      loading={loading}
      scroll={{ x: true }}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      locale={{ emptyText: loading ? ' ' : <EmptyState title={emptyTitle} /> }}
    />
  );
}
