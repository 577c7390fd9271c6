// What Add Product and Edit do with a filled listing form: send the listing with its photos (uploaded as they were
// picked, see PhotoListField) in the seller's order, and put the API's field errors on their fields. A session that is over shows the product's
// expired message and goes to /login.
import { apiErrorMessage, isApiError } from '@usedcars/shared-ui/api/client';
import { useAuthStore } from '@usedcars/shared-ui/auth/auth-store';
import { message } from '@usedcars/shared-ui/feedback/message';
import { ADD_PRODUCT_MESSAGES, PHOTO_MESSAGES } from '@usedcars/contract/messages';
import { LISTING_FIELDS, type CreateProductRequest, type OwnProduct } from '@usedcars/contract/types';
import type { FormInstance } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { photoUrls } from './photos/photo-list';
import { useNavigate } from 'react-router-dom';
import type { ListingFormValues } from './components/ListingForm';
import { optionalText, optionalWholeNumber, parsePrice, parseWholeNumber } from './product-rules';

const FORM_FIELDS = new Set<string>(LISTING_FIELDS);
/** The API's errors on the cover (`image`, `thumbnail`) belong to the Photos field. */
const formField = (field: string) => (field === 'image' || field === 'thumbnail' ? 'images' : field);

/** The request body of a checked form: the photos' stored URLs in order, the first the cover. */
export function listingRequest(values: ListingFormValues): CreateProductRequest {
  return {
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
    images: photoUrls(values.images),
    modelYear: parseWholeNumber(values.modelYear) ?? -1,
    model: values.model.trim(),
    mileage: parseWholeNumber(values.mileage) ?? -1,
    fuel: values.fuel,
    transmission: values.transmission,
    owners: optionalWholeNumber(values.owners),
    color: optionalText(values.color),
    engineCc: optionalWholeNumber(values.engineCc),
    vin: optionalText(values.vin)?.toUpperCase(),
  };
}

const asText = (value: number | null) => (value === null ? undefined : String(value));

/** A listing as its form shows it for editing; a fact the listing lacks stays empty for the seller to add. */
export function listingFormValues(product: OwnProduct): Partial<ListingFormValues> {
  return {
    product_name: product.product_name,
    category: product.category,
    brand: product.brand,
    originalPrice: String(product.originalPrice),
    sellPrice: String(product.sellPrice),
    condition: product.condition,
    location: product.location,
    purchaseYear: dayjs(`${product.purchaseYear}-01`),
    mobile: product.mobile,
    images: product.images.map((photo, index) => ({
      key: photo.url,
      name: `Photo ${index + 1}`,
      status: 'done',
      percent: 100,
      url: photo.url,
      thumbUrl: photo.thumbnail,
    })),
    description: product.description,
    // Older listings have none: the seller adds it on their next edit.
    modelYear: asText(product.modelYear),
    model: product.model ?? undefined,
    mileage: asText(product.mileage),
    fuel: product.fuel ?? undefined,
    transmission: product.transmission ?? undefined,
    owners: asText(product.owners),
    color: product.color ?? undefined,
    engineCc: asText(product.engineCc),
    vin: product.vin ?? undefined,
  };
}

export function useListingSubmit(
  form: FormInstance<ListingFormValues>,
  save: (body: CreateProductRequest) => Promise<unknown>,
  outcome: { saved: string; failed: string; then: string },
) {
  const navigate = useNavigate();
  const [uploading, setUploading] = useState(false);

  const submit = async (values: ListingFormValues) => {
    if (photoUrls(values.images).length === 0) {
      form.setFields([{ name: 'images', errors: [PHOTO_MESSAGES.none] }]);
      return;
    }
    setUploading(true);
    try {
      await save(listingRequest(values));
      void message.success(outcome.saved);
      form.resetFields();
      navigate(outcome.then);
    } catch (error) {
      if (isApiError(error) && (error.status === 401 || error.status === 403)) {
        void message.error(ADD_PRODUCT_MESSAGES.sessionExpired);
        useAuthStore.getState().logout();
        navigate('/login');
        return;
      }
      const fieldErrors = isApiError(error)
        ? (error.body.errors ?? []).filter((entry) => FORM_FIELDS.has(formField(entry.field)))
        : [];
      if (fieldErrors.length > 0) {
        form.setFields(
          fieldErrors.map((entry) => ({
            name: formField(entry.field) as keyof ListingFormValues,
            errors: [entry.message],
          })),
        );
        return;
      }
      void message.error(apiErrorMessage(error, outcome.failed));
    } finally {
      setUploading(false);
    }
  };

  return { submit, uploading };
}
