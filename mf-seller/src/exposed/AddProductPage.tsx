// /seller/add-product: upload the image, then POST /product; the product's toast, form reset and
// /seller/my-products on success; server field errors on their fields; the expired-session message and /login
// for a session that is over.
import { ADD_PRODUCT_MESSAGES } from '@usedcars/contract/messages';
import { PageTitle } from '@usedcars/shared-ui/components/PageTitle';
import { Form, Typography } from 'antd';
import { useCreateProduct } from '../features/products/api/create-product';
import { ListingForm, type ListingFormValues } from '../features/products/components/ListingForm';
import { useListingSubmit } from '../features/products/listing-form';

export default function AddProductPage() {
  const [form] = Form.useForm<ListingFormValues>();
  const createProduct = useCreateProduct();
  const { submit, uploading } = useListingSubmit(form, (body) => createProduct.mutateAsync(body), {
    saved: ADD_PRODUCT_MESSAGES.added,
    failed: 'The product was not added.',
    then: '/seller/my-products',
  });

  return (
    <section>
      <PageTitle>Add Product</PageTitle>
      <Typography.Title level={1}>Add Product For Sale</Typography.Title>
      <ListingForm
        form={form}
        submitting={uploading || createProduct.isPending}
        onSubmit={(values) => void submit(values)}
        submitLabel="Add Product"
      />
    </section>
  );
}
