import { Pagination } from 'antd';

export interface CarsPagerProps {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}

/** The page numbers under the /cars grid (antd; loaded apart from the page, which renders without antd). */
export function CarsPager({ page, pageSize, total, onChange }: CarsPagerProps) {
  return (
    <Pagination
      current={page}
      pageSize={pageSize}
      total={total}
      showSizeChanger={false}
      onChange={onChange}
    />
  );
}
