// The seller's own listings: #, Product Name (thumbnail and name), Category, Brand, Price (Purchase and Sell),
// Advertise, Status, Action (Edit and Delete, Edit only while the car can change, Delete disabled once sold or taken
// down: the admins keep a taken-down listing as they left it). On a phone the name, status and delete stay in
// the row; the rest folds into the row's expandable line.
import type { OwnProduct } from '@usedcars/contract/types';
import { ConsoleTable, type ConsoleColumn } from '@usedcars/shared-ui/components/ConsoleTable';
import { ThumbnailCell } from '@usedcars/shared-ui/components/ThumbnailCell';
import { EmptyState } from '@usedcars/shared-ui/components/EmptyState';
import { formatDollars } from '@usedcars/shared-ui/format';
import { Checkbox, Flex } from 'antd';
import { Link } from 'react-router-dom';
import { ListingStatusCell } from '@usedcars/shared-ui/components/ListingStatusCell';
import { RowDangerButton } from '@usedcars/shared-ui/components/RowDangerButton';

export interface MyProductsTableProps {
  products: OwnProduct[];
  loading: boolean;
  /** The id whose advertise flag is being saved. */
  savingId: string | undefined;
  onAdvertiseChange: (product: OwnProduct, advertise: boolean) => void;
  onDelete: (product: OwnProduct) => void;
}

export function MyProductsTable({
  products,
  loading,
  savingId,
  onAdvertiseChange,
  onDelete,
}: MyProductsTableProps) {
  const columns: ConsoleColumn<OwnProduct>[] = [
    { key: 'index', title: '#', fold: true, render: (_, _product, index) => index + 1 },
    {
      key: 'name',
      title: 'Product Name',
      userText: true,
      render: (_, product) => (
        <ThumbnailCell src={product.thumbnail}>
          <span>{product.product_name}</span>
        </ThumbnailCell>
      ),
    },
    {
      key: 'category',
      title: 'Category',
      fold: true,
      userText: true,
      render: (_, product) => product.categoryName,
    },
    { key: 'brand', title: 'Brand', fold: true, userText: true, render: (_, product) => product.brandName },
    {
      key: 'price',
      title: 'Price',
      fold: true,
      render: (_, product) => (
        <Flex vertical>
          <span>Purchase: {formatDollars(product.originalPrice)}</span>
          <span>Sell: {formatDollars(product.sellPrice)}</span>
        </Flex>
      ),
    },
    {
      key: 'advertise',
      title: 'Advertise',
      fold: true,
      render: (_, product) => (
        <Checkbox
          checked={product.advertise}
          disabled={product.status !== 'available' || savingId === product._id}
          aria-label={`Advertise ${product.product_name}`}
          onChange={(event) => onAdvertiseChange(product, event.target.checked)}
        />
      ),
    },
    {
      key: 'status',
      title: 'Status',
      render: (_, product) => <ListingStatusCell product={product} />,
    },
    {
      key: 'action',
      title: 'Action',
      render: (_, product) => (
        <Flex gap={8} align="center" wrap>
          {product.status === 'available' ? (
            <Link to={`/seller/my-products/${product._id}/edit`} aria-label={`Edit ${product.product_name}`}>
              Edit
            </Link>
          ) : null}
          <RowDangerButton
            action="Delete"
            target={product.product_name}
            disabled={product.status !== 'available' || product.sell}
            onClick={() => onDelete(product)}
          />
        </Flex>
      ),
    },
  ];

  return (
    <ConsoleTable<OwnProduct>
      rowKey="_id"
      columns={columns}
      dataSource={products}
      loading={loading}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      locale={{ emptyText: loading ? ' ' : <EmptyState title="Not Found" /> }}
    />
  );
}
