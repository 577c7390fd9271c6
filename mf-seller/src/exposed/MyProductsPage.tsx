// /seller/my-products: the seller's listings, the advertise checkbox and
// delete with confirmation.
import { apiErrorMessage } from '@usedcars/shared-ui/api/client';
import { ADD_PRODUCT_MESSAGES } from '@usedcars/contract/messages';
import type { OwnProduct } from '@usedcars/contract/types';
import { useAuthStore } from '@usedcars/shared-ui/auth/auth-store';
import { useRowConfirm } from '@usedcars/shared-ui/components/ConfirmModal';
import { QueryError } from '@usedcars/shared-ui/components/QueryError';
import { Typography } from 'antd';
import { useDeleteMyProduct } from '../features/products/api/delete-my-product';
import { useMyProducts } from '../features/products/api/get-my-products';
import { useSetAdvertise } from '../features/products/api/set-advertise';
import { MyProductsTable } from '../features/products/components/MyProductsTable';
import { message } from '@usedcars/shared-ui/feedback/message';
import { PageTitle } from '@usedcars/shared-ui/components/PageTitle';

export default function MyProductsPage() {
  const uid = useAuthStore((state) => state.user?.uid);
  const products = useMyProducts(uid);
  const setAdvertise = useSetAdvertise();
  const deleteProduct = useDeleteMyProduct();

  const changeAdvertise = (product: OwnProduct, advertise: boolean) =>
    setAdvertise.mutate(
      { id: product._id, status: advertise },
      {
        onSuccess: () =>
          void message.success(
            advertise
              ? `${product.product_name} is advertised.`
              : `${product.product_name} is no longer advertised.`,
          ),
        onError: (error) => void message.error(apiErrorMessage(error, 'The advertise status was not saved.')),
      },
    );

  const confirmDelete = useRowConfirm<OwnProduct>({
    title: 'Delete product',
    message: (product) => ADD_PRODUCT_MESSAGES.confirmDelete(product.product_name),
    loading: deleteProduct.isPending,
    onConfirm: ({ _id, product_name }, close) =>
      deleteProduct.mutate(_id, {
        onSettled: close,
        onSuccess: () => void message.success(`${product_name} deleted successfully.`),
        onError: (error) => void message.error(apiErrorMessage(error, `${product_name} was not deleted.`)),
      }),
  });

  return (
    <section>
      <PageTitle>My Products</PageTitle>
      <Typography.Title level={1}>My Products</Typography.Title>
      {products.isError ? (
        <QueryError
          error={products.error}
          onRetry={() => void products.refetch()}
          title="Your products could not be loaded."
        />
      ) : (
        <MyProductsTable
          products={products.data ?? []}
          loading={products.isPending}
          savingId={setAdvertise.isPending ? setAdvertise.variables?.id : undefined}
          onAdvertiseChange={changeAdvertise}
          onDelete={confirmDelete.ask}
        />
      )}
      {confirmDelete.modal}
    </section>
  );
}
