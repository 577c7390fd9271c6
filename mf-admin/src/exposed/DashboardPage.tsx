import { Typography } from 'antd';

/** /admin/dashboard: empty by spec §2. The side menu (users, categories, brands, ...) comes with the admin features. */
export default function DashboardPage() {
  return (
    <section>
      <Typography.Title level={1}>Admin Dashboard</Typography.Title>
    </section>
  );
}
