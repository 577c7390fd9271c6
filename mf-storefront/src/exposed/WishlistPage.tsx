import { Typography } from 'antd';

/** /wishlist (logged-in only; the shell guards it). The wish-list grid arrives with the wish-list issue. */
export default function WishlistPage() {
  return <Typography.Title level={1}>Wish List</Typography.Title>;
}
