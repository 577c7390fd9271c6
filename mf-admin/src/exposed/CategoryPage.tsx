// /admin/category: thumbnail, Category Name, Create At, Delete; an Add Category modal (name and thumbnail,
// uploaded through POST /images before the category is created).
import { useCategories } from '@usedcars/shared-ui/api/catalog/get-categories';
import { CATALOG_MESSAGES } from '@usedcars/contract/messages';
import { uploadImage } from '@usedcars/shared-ui/api/media/upload-image';
import type { Category, CreateCategoryRequest } from '@usedcars/contract/types';
import { Button, Form, Upload, type UploadFile } from 'antd';
import { CATEGORY_ENDPOINT } from '../features/catalog/api/catalog-names';
import { CatalogNamesPage } from '../features/catalog/components/CatalogNamesPage';

interface CategoryValues {
  category: string;
  thumbnail: UploadFile[];
}

async function toRequest(category: string, values: CategoryValues): Promise<CreateCategoryRequest> {
  // The form requires a file, so one is there.
  const uploaded = await uploadImage(values.thumbnail[0]!.originFileObj!);
  return { category, thumbnail: uploaded.data.url };
}

export default function CategoryPage() {
  return (
    <CatalogNamesPage<Category, CategoryValues, CreateCategoryRequest>
      kind="Category"
      items={useCategories()}
      loadErrorTitle="Categories could not be loaded."
      endpoint={CATEGORY_ENDPOINT}
      nameField="category"
      nameRequired={CATALOG_MESSAGES.categoryName}
      foldDate
      leadingColumns={[
        {
          key: 'thumbnail',
          title: 'Thumbnail',
          fold: true,
          render: (_, category) => (
            <img
              src={category.thumbnail}
              alt={category.category}
              width={64}
              height={48}
              style={{ objectFit: 'cover', borderRadius: 4 }}
            />
          ),
        },
      ]}
      initialValues={{ thumbnail: [] }}
      extraFields={
        <Form.Item
          name="thumbnail"
          label="Thumbnail"
          valuePropName="fileList"
          getValueFromEvent={(event: { fileList: UploadFile[] }) => event.fileList.slice(-1)}
          rules={[{ required: true, type: 'array', min: 1, message: CATALOG_MESSAGES.categoryThumbnail }]}
        >
          <Upload accept="image/*" maxCount={1} beforeUpload={() => false}>
            <Button>Select thumbnail</Button>
          </Upload>
        </Form.Item>
      }
      toRequest={toRequest}
    />
  );
}
