import { SELLER_SECTION } from './pages';
import {
  pageRoutes,
  StandaloneFrame,
  StandaloneNotFound,
} from '@usedcars/shared-ui/components/StandaloneFrame';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PAGE_COMPONENTS } from './page-components';

const SellerLayout = PAGE_COMPONENTS[SELLER_SECTION.layout];

/** The seller console on its own (port 8082), for development: the same layout and pages the shell loads. */
export function StandaloneRoutes() {
  return (
    <StandaloneFrame header={<strong>Seller Dashboard (standalone)</strong>}>
      <Routes>
        <Route path="/" element={<Navigate to={`${SELLER_SECTION.path}/dashboard`} replace />} />
        <Route path={SELLER_SECTION.path} element={<SellerLayout />}>
          {pageRoutes(SELLER_SECTION.pages, PAGE_COMPONENTS)}
        </Route>
        <Route path="*" element={<StandaloneNotFound to="/" label="Back to homepage" />} />
      </Routes>
    </StandaloneFrame>
  );
}
