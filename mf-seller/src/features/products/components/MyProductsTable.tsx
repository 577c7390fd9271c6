// The table of spec §2 'Seller My Products': #, Product Name (thumbnail and name), Category, Brand, Price
// (Purchase and Sell), Advertise, Status, Action (Delete, disabled once sold).
import type { OwnProduct } from '@usedcars/shared-ui/api/types';
import { EmptyState } from '@usedcars/shared-ui/components/EmptyState';
import { formatDollars } from '@usedcars/shared-ui/format';
import { Button, Checkbox, Flex, Table, type TableProps } from 'antd';
import { ListingStatusCell } from '@usedcars/shared-ui/components/ListingStatusCell';

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
  const columns: TableProps<OwnProduct>['columns'] = [
    { key: 'index', title: '#', render: (_, _product, index) => index + 1 },
    {
      key: 'name',
      title: 'Product Name',
      render: (_, product) => (
        <Flex gap={8} align="center">
          <img
            src={product.thumbnail}
            alt=""
            width={56}
            height={42}
            style={{ objectFit: 'cover', borderRadius: 4 }}
          />
          <span>{product.product_name}</span>
        </Flex>
      ),
    },
    { key: 'category', title: 'Category', render: (_, product) => product.categoryName },
    { key: 'brand', title: 'Brand', render: (_, product) => product.brandName },
    {
      key: 'price',
      title: 'Price',
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
        <Button
          danger
          size="small"
          disabled={product.status === 'sold' || product.sell}
          aria-label={`Delete ${product.product_name}`}
          onClick={() => onDelete(product)}
        >
          Delete
        </Button>
      ),
    },
  ];

  return (
    <Table<OwnProduct>
      rowKey="_id"
      columns={columns}
      dataSource={products}
      loading={loading}
      scroll={{ x: true }}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      locale={{ emptyText: loading ? ' ' : <EmptyState title="Not Found" /> }}
    />
  );
}
