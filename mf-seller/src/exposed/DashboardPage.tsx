// /seller/dashboard, inside the SellerLayout side menu: the seller's figures at a glance (listings, bookings and
// sales, the paid orders' handovers), each linking to where it can be acted on, and the newest bookings on their cars.
import type { SellerStats } from '@usedcars/contract/types';
import { useAuthStore } from '@usedcars/shared-ui/auth/auth-store';
import { EmptyState } from '@usedcars/shared-ui/components/EmptyState';
import { PageSpinner } from '@usedcars/shared-ui/components/PageSpinner';
import { QueryError } from '@usedcars/shared-ui/components/QueryError';
import { formatDollars } from '@usedcars/shared-ui/format';
import { Card, Col, Row, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { BookingsTable } from '../features/bookings/components/BookingsTable';
import { useSellerStats } from '../features/dashboard/api/get-seller-stats';
import { StatCard, type StatCardProps } from '../features/dashboard/components/StatCard';
import { PageTitle } from '@usedcars/shared-ui/components/PageTitle';

const MY_PRODUCTS = '/seller/my-products';
const BOOKINGS = '/seller/bookings';

export default function DashboardPage() {
  const uid = useAuthStore((state) => state.user?.uid);
  const stats = useSellerStats(uid);

  return (
    <section>
      <PageTitle>Seller Dashboard</PageTitle>
      <Typography.Title level={1}>Seller Dashboard</Typography.Title>
      {stats.isError ? (
        <QueryError
          error={stats.error}
          onRetry={() => void stats.refetch()}
          title="Your dashboard could not be loaded."
        />
      ) : stats.isPending ? (
        <PageSpinner fullScreen={false} label="Loading your dashboard" />
      ) : (
        <DashboardFigures stats={stats.data} />
      )}
    </section>
  );
}

function DashboardFigures({ stats }: { stats: SellerStats }) {
  const { listings } = stats;
  // Advertised and under review listings are also counted as available, so these three cover every listing.
  const hasListings = listings.available + listings.sold + listings.takenDown > 0;
  const listingFigures: StatCardProps[] = [
    { title: 'Available', value: String(listings.available), to: MY_PRODUCTS },
    { title: 'Advertised', value: String(listings.advertised), to: MY_PRODUCTS },
    { title: 'Sold', value: String(listings.sold), to: MY_PRODUCTS },
    { title: 'Taken down', value: String(listings.takenDown), to: MY_PRODUCTS },
    { title: 'Under review', value: String(listings.underReview), to: MY_PRODUCTS },
  ];
  const salesFigures: StatCardProps[] = [
    { title: 'Bookings awaiting payment', value: String(stats.bookingsAwaitingPayment), to: BOOKINGS },
    { title: 'Sales', value: formatDollars(stats.sales.total), to: BOOKINGS },
    { title: 'Paid orders', value: String(stats.sales.orders), to: BOOKINGS },
  ];
  // The paid orders' handovers (docs/product-rules.md, "Handover, disputes and refunds"), acted on in Bookings.
  const { deals } = stats;
  const dealFigures: StatCardProps[] = [
    { title: 'Awaiting handover', value: String(deals.awaitingHandover), to: BOOKINGS },
    { title: 'Awaiting confirmation', value: String(deals.awaitingConfirmation), to: BOOKINGS },
    { title: 'Disputed', value: String(deals.disputed), to: BOOKINGS },
    { title: 'Completed', value: String(deals.completed), to: BOOKINGS },
    { title: 'Refunded', value: String(deals.refunded), to: BOOKINGS },
  ];

  return (
    <>
      <Typography.Title level={2} style={{ fontSize: 20 }}>
        Listings
      </Typography.Title>
      {hasListings ? (
        <FigureRow figures={listingFigures} />
      ) : (
        <Card>
          <EmptyState
            title="No listings yet"
            description="Put your first car up for sale to see its figures here."
            action={<Link to="/seller/add-product">Add a product</Link>}
          />
        </Card>
      )}
      <Typography.Title level={2} style={{ fontSize: 20, marginTop: 32 }}>
        Bookings and sales
      </Typography.Title>
      <FigureRow figures={salesFigures} />
      <Typography.Title level={2} style={{ fontSize: 20, marginTop: 32 }}>
        Handovers
      </Typography.Title>
      <FigureRow figures={dealFigures} />
      <Card
        title={
          <Typography.Title level={2} style={{ fontSize: 20, margin: 0 }}>
            Latest bookings
          </Typography.Title>
        }
        extra={<Link to={BOOKINGS}>All bookings</Link>}
        style={{ marginTop: 32 }}
        // The table's own cells have padding: the card's would take the width its seven columns need.
        styles={{ body: { padding: 0 } }}
      >
        <BookingsTable bookings={stats.latestBookings} loading={false} emptyTitle="No bookings yet" />
      </Card>
    </>
  );
}

function FigureRow({ figures }: { figures: StatCardProps[] }) {
  return (
    <Row gutter={[16, 16]}>
      {figures.map((figure) => (
        <Col key={figure.title} xs={24} sm={12} lg={8} xl={6}>
          <StatCard {...figure} />
        </Col>
      ))}
    </Row>
  );
}
