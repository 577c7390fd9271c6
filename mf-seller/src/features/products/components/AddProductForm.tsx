// The 'Add Product For Sale' form: every field required with the product's messages.
import { ADD_PRODUCT_MESSAGES } from '@usedcars/contract/messages';
import { CONDITIONS, LOCATIONS, type Condition, type Location } from '@usedcars/contract/types';
import { useBrands } from '@usedcars/shared-ui/api/catalog/get-brands';
import { useCategories } from '@usedcars/shared-ui/api/catalog/get-categories';
import { Button, DatePicker, Form, Input, Select, Upload, type FormInstance, type UploadFile } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { MOBILE_MESSAGE, PRICE_MESSAGE, isValidMobile, parsePrice } from '../product-rules';

export interface AddProductValues {
  product_name: string;
  category: string;
  brand: string;
  originalPrice: string;
  sellPrice: string;
  condition: Condition;
  location: Location;
  purchaseYear: Dayjs;
  mobile: string;
  image: UploadFile[];
  description: string;
}

export interface AddProductFormProps {
  form: FormInstance<AddProductValues>;
  submitting: boolean;
  onSubmit: (values: AddProductValues) => void;
}

const priceRule = {
  validator: (_: unknown, value: string | undefined) =>
    !value || parsePrice(value) !== null ? Promise.resolve() : Promise.reject(new Error(PRICE_MESSAGE)),
};

const mobileRule = {
  validator: (_: unknown, value: string | undefined) =>
    !value || isValidMobile(value) ? Promise.resolve() : Promise.reject(new Error(MOBILE_MESSAGE)),
};

/** No month after the current one, and none before 1900 (the API refuses both). */
export function isUnsellableMonth(current: Dayjs): boolean {
  return current.isAfter(dayjs().endOf('month')) || current.year() < 1900;
}

export function AddProductForm({ form, submitting, onSubmit }: AddProductFormProps) {
  const categories = useCategories();
  const brands = useBrands();

  return (
    <Form<AddProductValues>
      form={form}
      name="add-product"
      layout="vertical"
      onFinish={onSubmit}
      initialValues={{ purchaseYear: dayjs().startOf('month'), image: [] }}
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
        rules={[{ required: true, message: 'Select Year of Purchase' }]}
      >
        <DatePicker
          picker="month"
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
      <Form.Item
        name="image"
        label="Image"
        valuePropName="fileList"
        getValueFromEvent={(event: { fileList: UploadFile[] }) => event.fileList.slice(-1)}
        rules={[{ required: true, type: 'array', min: 1, message: ADD_PRODUCT_MESSAGES.image }]}
      >
        <Upload accept="image/*" maxCount={1} beforeUpload={() => false}>
          <Button>Select image</Button>
        </Upload>
      </Form.Item>
      <Form.Item
        name="description"
        label="Description"
        rules={[{ required: true, whitespace: true, message: ADD_PRODUCT_MESSAGES.description }]}
      >
        <Input.TextArea rows={5} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submitting} disabled={submitting}>
        Add Product
      </Button>
    </Form>
  );
}
