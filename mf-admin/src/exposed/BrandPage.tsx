// /admin/brand: Brand Name, Create At, Delete; an Add Brand modal.
import { useBrands } from '@usedcars/shared-ui/api/catalog/get-brands';
import { CATALOG_MESSAGES } from '@usedcars/contract/messages';
import type { Brand, CreateBrandRequest } from '@usedcars/contract/types';
import { BRAND_ENDPOINT } from '../features/catalog/api/catalog-names';
import { CatalogNamesPage } from '../features/catalog/components/CatalogNamesPage';

export default function BrandPage() {
  return (
    <CatalogNamesPage<Brand, CreateBrandRequest, CreateBrandRequest>
      kind="Brand"
      items={useBrands()}
      loadErrorTitle="Brands could not be loaded."
      endpoint={BRAND_ENDPOINT}
      nameField="brandName"
      nameRequired={CATALOG_MESSAGES.brandName}
      toRequest={async (brandName) => ({ brandName })}
    />
  );
}
