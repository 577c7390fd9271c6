// /seller/my-products/:id/edit: the seller's listing in its form; saving sends PUT /product/{id} and goes back to
// My Products. A sold or taken-down car can no longer change, and the page says so instead of the form.
import { PageTitle } from '@usedcars/shared-ui/components/PageTitle';
import { QueryError } from '@usedcars/shared-ui/components/QueryError';
import { useAuthStore } from '@usedcars/shared-ui/auth/auth-store';
import { EmptyState } from '@usedcars/shared-ui/components/EmptyState';
import { PageSpinner } from '@usedcars/shared-ui/components/PageSpinner';
import { Form, Typography } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { useMyProducts } from '../features/products/api/get-my-products';
import { useUpdateProduct } from '../features/products/api/update-product';
import { ListingForm, type ListingFormValues } from '../features/products/components/ListingForm';
import { listingFormValues, useListingSubmit } from '../features/products/listing-form';

export const EDIT_MESSAGES = {
  saved: (name: string) => `${name} was updated.`,
  notFound: 'This listing is not among yours.',
  sold: 'This car is sold: its listing can no longer be edited.',
  takenDown: 'An admin took this listing down: it can no longer be edited.',
} as const;

export default function EditProductPage() {
  const { id } = useParams<{ id: string }>();
  const uid = useAuthStore((state) => state.user?.uid);
  const products = useMyProducts(uid);
  const product = products.data?.find((candidate) => candidate._id === id);
  const [form] = Form.useForm<ListingFormValues>();
  const updateProduct = useUpdateProduct();
  const { submit, uploading } = useListingSubmit(
    form,
    (body) => updateProduct.mutateAsync({ id: id ?? '', product: body }),
    {
      saved: EDIT_MESSAGES.saved(product?.product_name ?? 'The listing'),
      failed: 'Your changes were not saved.',
      then: '/seller/my-products',
    },
  );

  const body = () => {
    if (products.isError) {
      return (
        <QueryError
          error={products.error}
          onRetry={() => void products.refetch()}
          title="Your listing could not be loaded."
        />
      );
    }
    if (products.isPending) return <PageSpinner fullScreen={false} label="Loading your listing" />;
    const refusal = !product
      ? EDIT_MESSAGES.notFound
      : product.sell
        ? EDIT_MESSAGES.sold
        : product.status === 'taken_down'
          ? EDIT_MESSAGES.takenDown
          : null;
    if (refusal !== null || !product) {
      return (
        <EmptyState
          title={refusal ?? EDIT_MESSAGES.notFound}
          action={<Link to="/seller/my-products">Back to My Products</Link>}
        />
      );
    }
    return (
      <ListingForm
        // A new form for another listing, so its initial values are read again.
        key={product._id}
        form={form}
        initialValues={listingFormValues(product)}
        submitting={uploading || updateProduct.isPending}
        onSubmit={(values) => void submit(values)}
        submitLabel="Save changes"
      />
    );
  };

  return (
    <section>
      <PageTitle>Edit listing</PageTitle>
      <Typography.Title level={1}>Edit {product?.product_name ?? 'listing'}</Typography.Title>
      {body()}
    </section>
  );
}
