import { Typography } from 'antd';

/** /my-orders (logged-in only; the shell guards it). The orders list arrives with the orders issue. */
export default function MyOrdersPage() {
  return <Typography.Title level={1}>My Orders</Typography.Title>;
}
