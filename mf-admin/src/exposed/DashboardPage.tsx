// /admin/dashboard: the marketplace at a glance (GET /admin/stats). Every figure links to the screen where an
// admin acts on it, and the sales of the last 12 months are drawn as a bar chart.
import type { AdminStats } from '@usedcars/contract/types';
import { PageSpinner } from '@usedcars/shared-ui/components/PageSpinner';
import { QueryError } from '@usedcars/shared-ui/components/QueryError';
import { formatDollars } from '@usedcars/shared-ui/format';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useAdminStats } from '../features/dashboard/api/get-admin-stats';
import { SalesChart } from '../features/dashboard/components/SalesChart';
import { PageTitle } from '@usedcars/shared-ui/components/PageTitle';

interface Figure {
  title: string;
  value: number;
  /** How the value is shown (counts by default). */
  display?: string;
  /** Where it can be acted on; none for figures that have no screen of their own. */
  to?: string;
}

interface FigureGroup {
  title: string;
  figures: Figure[];
}

const counts = new Intl.NumberFormat('en-US');

function figureGroups(stats: AdminStats): FigureGroup[] {
  const { users, listings, bookings, deals, sales } = stats;
  return [
    {
      title: 'Users',
      figures: [
        { title: 'Buyers', value: users.Buyer, to: '/admin/users?role=Buyer' },
        { title: 'Sellers', value: users.Seller, to: '/admin/users?role=Seller' },
        { title: 'Admins', value: users.Admin, to: '/admin/users?role=Admin' },
        {
          title: 'Sellers awaiting verification',
          value: stats.sellersAwaitingVerification,
          to: '/admin/users?role=Seller',
        },
      ],
    },
    {
      title: 'Listings',
      figures: [
        { title: 'Available', value: listings.available, to: '/admin/products?status=available' },
        { title: 'Advertised', value: listings.advertised, to: '/admin/products?status=available' },
        { title: 'Sold', value: listings.sold, to: '/admin/products?status=sold' },
        { title: 'Taken down', value: listings.takenDown, to: '/admin/products?status=taken_down' },
        { title: 'Under review', value: listings.underReview, to: '/admin/report-products' },
      ],
    },
    {
      title: 'Orders and reports',
      figures: [
        { title: 'Open bookings', value: bookings.open },
        { title: 'Paid orders', value: bookings.paid },
        { title: 'Total sales', value: sales.total, display: formatDollars(sales.total) },
        { title: 'Open reports', value: stats.openReports, to: '/admin/report-products' },
        { title: 'Reported listings', value: stats.reportedListings, to: '/admin/report-products' },
        { title: 'Contact messages', value: stats.openContactMessages, to: '/admin/contact-messages' },
      ],
    },
    {
      // The paid orders' handovers; only the open disputes have a screen of their own.
      title: 'Handovers',
      figures: [
        { title: 'Awaiting handover', value: deals.awaitingHandover },
        { title: 'Awaiting confirmation', value: deals.awaitingConfirmation },
        { title: 'Open disputes', value: deals.disputed, to: '/admin/disputes' },
        { title: 'Completed deals', value: deals.completed },
        { title: 'Refunded', value: deals.refunded },
      ],
    },
  ];
}

function FigureCard({ figure }: { figure: Figure }) {
  const display = figure.display ?? counts.format(figure.value);
  const statistic = <Statistic title={figure.title} value={display} />;
  return (
    <Card size="small" hoverable={figure.to !== undefined} style={{ height: '100%' }}>
      {figure.to ? (
        <Link to={figure.to} aria-label={`${figure.title}: ${display}`} style={{ display: 'block' }}>
          {statistic}
        </Link>
      ) : (
        <div role="group" aria-label={`${figure.title}: ${display}`}>
          {statistic}
        </div>
      )}
    </Card>
  );
}

export default function DashboardPage() {
  const stats = useAdminStats();

  return (
    <section>
      <PageTitle>Admin Dashboard</PageTitle>
      <Typography.Title level={1}>Admin Dashboard</Typography.Title>
      {stats.isError ? (
        <QueryError
          error={stats.error}
          onRetry={() => void stats.refetch()}
          title="The dashboard could not be loaded."
        />
      ) : stats.isPending ? (
        <PageSpinner fullScreen={false} label="Loading the dashboard" />
      ) : (
        <>
          {figureGroups(stats.data).map((group) => (
            <section key={group.title} aria-label={group.title} style={{ marginBottom: 24 }}>
              <Typography.Title level={2} style={{ fontSize: 18 }}>
                {group.title}
              </Typography.Title>
              <Row gutter={[16, 16]}>
                {group.figures.map((figure) => (
                  <Col key={figure.title} xs={24} sm={12} md={8} xl={6}>
                    <FigureCard figure={figure} />
                  </Col>
                ))}
              </Row>
            </section>
          ))}
          <section aria-label="Sales over time">
            <Typography.Title level={2} style={{ fontSize: 18 }}>
              Sales over time
            </Typography.Title>
            <Card size="small">
              <SalesChart months={stats.data.sales.byMonth} />
            </Card>
          </section>
        </>
      )}
    </section>
  );
}
