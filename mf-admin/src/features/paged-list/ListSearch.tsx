// The search box of an admin list: its text is the URL's q, so it shows what the list is filtered by and starts
// afresh when that changes (Reset Filters, Back).
import { Input } from 'antd';
import type { ComponentProps } from 'react';

export interface ListSearchProps extends Omit<
  ComponentProps<typeof Input.Search>,
  'defaultValue' | 'onSearch' | 'value'
> {
  q: string | undefined;
  onSearch: (q: string) => void;
}

export function ListSearch({ q, onSearch, ...input }: ListSearchProps) {
  return (
    <Input.Search
      key={`q-${q ?? ''}`}
      {...input}
      defaultValue={q}
      allowClear
      enterButton="Search"
      onSearch={(value) => onSearch(value.trim())}
    />
  );
}
