import { STOREFRONT_PAGES } from './pages';
import {
  pageRoutes,
  StandaloneFrame,
  StandaloneNotFound,
} from '@usedcars/shared-ui/components/StandaloneFrame';
import { Link, Route, Routes } from 'react-router-dom';
import { PAGE_COMPONENTS } from './page-components';

/** The storefront on its own (port 8081), for development: the same pages the shell loads, minimal chrome. */
export function StandaloneRoutes() {
  return (
    <StandaloneFrame
      header={
        <>
          <strong>Storefront (standalone)</strong>
          <Link to="/">Home</Link>
          <Link to="/cars">Cars</Link>
          <Link to="/advertise">Advertised</Link>
        </>
      }
    >
      <Routes>
        {pageRoutes(STOREFRONT_PAGES, PAGE_COMPONENTS)}
        <Route path="*" element={<StandaloneNotFound to="/" label="Back to homepage" />} />
      </Routes>
    </StandaloneFrame>
  );
}
