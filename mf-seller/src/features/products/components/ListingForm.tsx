// A listing's form, to add a car or edit one: the listing's fields and the vehicle facts, with the product's messages.
// Owners, color, engine size and VIN may be left empty; everything else is required, the model year too (the API
// takes a listing without one from the original clients).
import { ADD_PRODUCT_MESSAGES, PHOTO_MESSAGES, VEHICLE_MESSAGES } from '@usedcars/contract/messages';
import {
  CONDITIONS,
  FUELS,
  LOCATIONS,
  TRANSMISSIONS,
  VEHICLE_LIMITS,
  VIN_PATTERN,
  MODEL_YEAR_EARLIEST,
  latestModelYear,
  type Condition,
  type Fuel,
  type Location,
  type Transmission,
} from '@usedcars/contract/types';
import { useBrands } from '@usedcars/shared-ui/api/catalog/get-brands';
import { useCategories } from '@usedcars/shared-ui/api/catalog/get-categories';
import { Button, DatePicker, Form, Input, Select, type FormInstance } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  MOBILE_MESSAGE,
  PRICE_MESSAGE,
  isValidMobile,
  parsePrice,
  parseWholeNumber,
  wholeNumberRule,
} from '../product-rules';
import type { ListingPhoto } from '../photos/photo-list';
import { PhotoListField, photosRule } from '../photos/PhotoListField';

export interface ListingFormValues {
  product_name: string;
  category: string;
  brand: string;
  originalPrice: string;
  sellPrice: string;
  condition: Condition;
  location: Location;
  purchaseYear: Dayjs;
  mobile: string;
  images: ListingPhoto[];
  description: string;
  modelYear: string;
  model: string;
  mileage: string;
  fuel: Fuel;
  transmission: Transmission;
  owners?: string;
  color?: string;
  engineCc?: string;
  vin?: string;
}

export interface ListingFormProps {
  form: FormInstance<ListingFormValues>;
  submitting: boolean;
  onSubmit: (values: ListingFormValues) => void;
  /**
   * The listing being edited; a new listing starts with no photo, and no model year or purchase month: a date filled
   * in for the seller would list a car bought today, made this year, when they forget the field.
   */
  initialValues?: Partial<ListingFormValues>;
  submitLabel: string;
}

const priceRule = {
  validator: (_: unknown, value: string | undefined) =>
    !value || parsePrice(value) !== null ? Promise.resolve() : Promise.reject(new Error(PRICE_MESSAGE)),
};

const mobileRule = {
  validator: (_: unknown, value: string | undefined) =>
    !value || isValidMobile(value) ? Promise.resolve() : Promise.reject(new Error(MOBILE_MESSAGE)),
};

const vinRule = {
  validator: (_: unknown, value: string | undefined) =>
    !value || value.trim() === '' || VIN_PATTERN.test(value.trim().toUpperCase())
      ? Promise.resolve()
      : Promise.reject(new Error(VEHICLE_MESSAGES.vin)),
};

/** The model year: a whole year from MODEL_YEAR_EARLIEST to next year, at most a year after the purchase (as the API). */
const modelYearRules = [
  { required: true, whitespace: true, message: ADD_PRODUCT_MESSAGES.modelYear },
  wholeNumberRule(MODEL_YEAR_EARLIEST, latestModelYear(), VEHICLE_MESSAGES.modelYearRange(latestModelYear())),
  ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
    validator: (_: unknown, value: string | undefined) => {
      const year = value ? parseWholeNumber(value) : null;
      const bought = getFieldValue('purchaseYear') as Dayjs | undefined;
      return year === null || !bought || year <= bought.year() + 1
        ? Promise.resolve()
        : Promise.reject(new Error(VEHICLE_MESSAGES.modelYearAfterPurchase));
    },
  }),
];

const modelRules = [
  { required: true, whitespace: true, message: ADD_PRODUCT_MESSAGES.model },
  { max: VEHICLE_LIMITS.modelMaxLength, message: VEHICLE_MESSAGES.modelLength },
];

/** Two fields side by side from a tablet up, one under the other on a phone. */
const PAIRS = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))',
  columnGap: 16,
} as const;

/** No month after the current one, and none before 1900 (the API refuses both). */
export function isUnsellableMonth(current: Dayjs): boolean {
  return current.isAfter(dayjs().endOf('month')) || current.year() < 1900;
}

export function ListingForm({ form, submitting, onSubmit, initialValues, submitLabel }: ListingFormProps) {
  const categories = useCategories();
  const brands = useBrands();
  // A press while a photo uploads would only be told to wait, and forgotten once it is done: the button waits instead,
  // saying why.
  const photos = Form.useWatch('images', form) as ListingPhoto[] | undefined;
  const photosUploading = photos?.some((photo) => photo.status === 'uploading') ?? false;

  return (
    <Form<ListingFormValues>
      form={form}
      name="add-product"
      layout="vertical"
      // A long form sent with a field missing: the first one with a message comes into view, with the caret in it.
      scrollToFirstError={{ block: 'center', focus: true }}
      // Never with a photo still uploading (its address is not known yet): the button waits for it, and so does Enter.
      onFinish={(values) => {
        if (!values.images.some((photo) => photo.status === 'uploading')) onSubmit(values);
      }}
      initialValues={initialValues ?? { images: [] }}
      disabled={submitting}
      style={{ maxWidth: 720 }}
    >
      <Form.Item
        name="product_name"
        label="Product Name"
        rules={[{ required: true, whitespace: true, message: ADD_PRODUCT_MESSAGES.product_name }]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        name="category"
        label="Category"
        rules={[{ required: true, message: ADD_PRODUCT_MESSAGES.category }]}
      >
        <Select
          placeholder="Select category"
          showSearch={{ optionFilterProp: 'label' }}
          loading={categories.isPending}
          options={(categories.data ?? []).map((category) => ({
            value: category.value,
            label: category.category,
          }))}
        />
      </Form.Item>
      <Form.Item name="brand" label="Brand" rules={[{ required: true, message: ADD_PRODUCT_MESSAGES.brand }]}>
        <Select
          placeholder="Select brand"
          showSearch={{ optionFilterProp: 'label' }}
          loading={brands.isPending}
          options={(brands.data ?? []).map((brand) => ({ value: brand.value, label: brand.brandName }))}
        />
      </Form.Item>
      <Form.Item
        name="model"
        label="Model"
        extra="As the maker names it, e.g. Corolla Axio"
        rules={modelRules}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <div style={PAIRS}>
        <Form.Item
          name="modelYear"
          label="Model year"
          extra="The year it was made, as on the registration papers"
          dependencies={['purchaseYear']}
          rules={modelYearRules}
        >
          <Input inputMode="numeric" autoComplete="off" maxLength={4} />
        </Form.Item>
        <Form.Item
          name="mileage"
          label="Mileage"
          rules={[
            { required: true, whitespace: true, message: ADD_PRODUCT_MESSAGES.mileage },
            wholeNumberRule(0, VEHICLE_LIMITS.mileageMaxKm, VEHICLE_MESSAGES.mileageRange),
          ]}
        >
          <Input suffix="km" inputMode="numeric" />
        </Form.Item>
        <Form.Item name="fuel" label="Fuel" rules={[{ required: true, message: ADD_PRODUCT_MESSAGES.fuel }]}>
          <Select placeholder="Select fuel" options={FUELS.map((value) => ({ value, label: value }))} />
        </Form.Item>
        <Form.Item
          name="transmission"
          label="Transmission"
          rules={[{ required: true, message: ADD_PRODUCT_MESSAGES.transmission }]}
        >
          <Select
            placeholder="Select transmission"
            options={TRANSMISSIONS.map((value) => ({ value, label: value }))}
          />
        </Form.Item>
        <Form.Item
          name="owners"
          label="Previous owners (optional)"
          rules={[wholeNumberRule(0, VEHICLE_LIMITS.ownersMax, VEHICLE_MESSAGES.ownersRange)]}
        >
          <Input inputMode="numeric" />
        </Form.Item>
        <Form.Item
          name="color"
          label="Color (optional)"
          rules={[{ max: VEHICLE_LIMITS.colorMaxLength, message: VEHICLE_MESSAGES.colorLength }]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="engineCc"
          label="Engine size (optional)"
          rules={[
            wholeNumberRule(
              VEHICLE_LIMITS.engineCcMin,
              VEHICLE_LIMITS.engineCcMax,
              VEHICLE_MESSAGES.engineCcRange,
            ),
          ]}
        >
          <Input suffix="cc" inputMode="numeric" />
        </Form.Item>
      </div>
      <Form.Item
        name="vin"
        label="VIN (optional)"
        extra="The 17 characters on the registration papers; buyers can check the car's history with it."
        rules={[vinRule]}
      >
        <Input autoComplete="off" style={{ textTransform: 'uppercase' }} maxLength={17} />
      </Form.Item>
      <Form.Item
        name="originalPrice"
        label="Original Price"
        rules={[{ required: true, whitespace: true, message: ADD_PRODUCT_MESSAGES.originalPrice }, priceRule]}
      >
        <Input prefix="$" inputMode="decimal" />
      </Form.Item>
      <Form.Item
        name="sellPrice"
        label="Sell Price"
        rules={[{ required: true, whitespace: true, message: ADD_PRODUCT_MESSAGES.sellPrice }, priceRule]}
      >
        <Input prefix="$" inputMode="decimal" />
      </Form.Item>
      <Form.Item
        name="condition"
        label="Condition"
        rules={[{ required: true, message: ADD_PRODUCT_MESSAGES.condition }]}
      >
        <Select
          placeholder="Select condition"
          options={CONDITIONS.map((value) => ({ value, label: value }))}
        />
      </Form.Item>
      <Form.Item
        name="location"
        label="Location"
        rules={[{ required: true, message: ADD_PRODUCT_MESSAGES.location }]}
      >
        <Select placeholder="Select location" options={LOCATIONS.map((value) => ({ value, label: value }))} />
      </Form.Item>
      <Form.Item
        name="purchaseYear"
        label="Year of Purchase"
        extra="The month you bought it, which is not the model year for a car bought second-hand"
        rules={[{ required: true, message: 'Select Year of Purchase' }]}
      >
        <DatePicker
          picker="month"
          placeholder="Select month"
          disabledDate={isUnsellableMonth}
          allowClear={false}
          style={{ width: '100%' }}
        />
      </Form.Item>
      <Form.Item
        name="mobile"
        label="Mobile"
        rules={[{ required: true, whitespace: true, message: ADD_PRODUCT_MESSAGES.mobile }, mobileRule]}
      >
        <Input type="tel" inputMode="tel" />
      </Form.Item>
      <Form.Item name="images" label="Photos" rules={[photosRule]}>
        <PhotoListField />
      </Form.Item>
      <Form.Item
        name="description"
        label="Description"
        rules={[{ required: true, whitespace: true, message: ADD_PRODUCT_MESSAGES.description }]}
      >
        <Input.TextArea rows={5} />
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        loading={submitting}
        disabled={submitting || photosUploading}
        aria-describedby={photosUploading ? 'listing-submit-wait' : undefined}
      >
        {submitLabel}
      </Button>
      {photosUploading ? (
        <p id="listing-submit-wait" role="status" className="ant-form-item-extra" style={{ marginTop: 8 }}>
          {PHOTO_MESSAGES.uploading}
        </p>
      ) : null}
    </Form>
  );
}
