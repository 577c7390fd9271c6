import { Typography } from 'antd';

/** /seller/dashboard (spec §2), inside the SellerLayout side menu. */
export default function DashboardPage() {
  return (
    <section>
      <Typography.Title level={1}>Seller Dashboard</Typography.Title>
      <Typography.Paragraph type="secondary">
        Your products and new listings will be managed here.
      </Typography.Paragraph>
    </section>
  );
}
