// /seller/add-product: upload the image, then POST /product; the product's toast, form reset and
// /seller/my-products on success; server field errors on their fields; the expired-session message and /login
// for a session that is over.
import { apiErrorMessage, isApiError } from '@usedcars/shared-ui/api/client';
import { ADD_PRODUCT_MESSAGES } from '@usedcars/contract/messages';
import type { CreateProductRequest } from '@usedcars/contract/types';
import { uploadImage } from '@usedcars/shared-ui/api/media/upload-image';
import { useAuthStore } from '@usedcars/shared-ui/auth/auth-store';
import { Form, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCreateProduct } from '../features/products/api/create-product';
import { AddProductForm, type AddProductValues } from '../features/products/components/AddProductForm';
import {
  optionalText,
  optionalWholeNumber,
  parsePrice,
  parseWholeNumber,
} from '../features/products/product-rules';
import { message } from '@usedcars/shared-ui/feedback/message';
import { PageTitle } from '@usedcars/shared-ui/components/PageTitle';

const FORM_FIELDS = new Set<string>([
  'product_name',
  'category',
  'brand',
  'originalPrice',
  'sellPrice',
  'condition',
  'location',
  'purchaseYear',
  'mobile',
  'image',
  'description',
  'model',
  'mileage',
  'fuel',
  'transmission',
  'owners',
  'color',
  'engineCc',
  'vin',
]);

export default function AddProductPage() {
  const navigate = useNavigate();
  const [form] = Form.useForm<AddProductValues>();
  const [uploading, setUploading] = useState(false);
  const createProduct = useCreateProduct();

  const sessionOver = () => {
    void message.error(ADD_PRODUCT_MESSAGES.sessionExpired);
    useAuthStore.getState().logout();
    navigate('/login');
  };

  const submit = async (values: AddProductValues) => {
    const file = values.image[0]?.originFileObj;
    if (!file) {
      form.setFields([{ name: 'image', errors: [ADD_PRODUCT_MESSAGES.image] }]);
      return;
    }
    setUploading(true);
    try {
      const uploaded = await uploadImage(file);
      const body: CreateProductRequest = {
        product_name: values.product_name.trim(),
        description: values.description.trim(),
        category: values.category,
        brand: values.brand,
        condition: values.condition,
        originalPrice: parsePrice(values.originalPrice) ?? 0,
        sellPrice: parsePrice(values.sellPrice) ?? 0,
        location: values.location,
        purchaseYear: values.purchaseYear.format('YYYY-MM'),
        mobile: values.mobile.trim(),
        image: uploaded.data.url,
        thumbnail: uploaded.data.thumbUrl,
        model: values.model.trim(),
        mileage: parseWholeNumber(values.mileage) ?? -1,
        fuel: values.fuel,
        transmission: values.transmission,
        owners: optionalWholeNumber(values.owners),
        color: optionalText(values.color),
        engineCc: optionalWholeNumber(values.engineCc),
        vin: optionalText(values.vin)?.toUpperCase(),
      };
      await createProduct.mutateAsync(body);
      void message.success(ADD_PRODUCT_MESSAGES.added);
      form.resetFields();
      navigate('/seller/my-products');
    } catch (error) {
      if (isApiError(error) && (error.status === 401 || error.status === 403)) {
        sessionOver();
        return;
      }
      const fieldErrors = isApiError(error)
        ? (error.body.errors ?? []).filter((entry) => FORM_FIELDS.has(entry.field))
        : [];
      if (fieldErrors.length > 0) {
        form.setFields(
          fieldErrors.map((entry) => ({
            name: entry.field as keyof AddProductValues,
            errors: [entry.message],
          })),
        );
        return;
      }
      void message.error(apiErrorMessage(error, 'The product was not added.'));
    } finally {
      setUploading(false);
    }
  };

  return (
    <section>
      <PageTitle>Add Product</PageTitle>
      <Typography.Title level={1}>Add Product For Sale</Typography.Title>
      <AddProductForm
        form={form}
        submitting={uploading || createProduct.isPending}
        onSubmit={(v) => void submit(v)}
      />
    </section>
  );
}
