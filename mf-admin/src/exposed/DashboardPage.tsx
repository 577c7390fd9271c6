import { Typography } from 'antd';

/** /admin/dashboard: empty by spec §2, inside the AdminLayout side menu. */
export default function DashboardPage() {
  return (
    <section>
      <Typography.Title level={1}>Admin Dashboard</Typography.Title>
    </section>
  );
}
