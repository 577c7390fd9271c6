// A console table's first cell: the car's photo beside its name (or whatever the row is named by). The photo is
// decorative, the name says which car, and on a phone the photo is left out so the name has the width.
import { Flex } from 'antd';
import type { ReactNode } from 'react';

export interface ThumbnailCellProps {
  src: string;
  children: ReactNode;
}

export function ThumbnailCell({ src, children }: ThumbnailCellProps) {
  return (
    <Flex gap={8} align="center">
      <img src={src} alt="" width={56} height={42} className="uc-table-thumbnail" />
      {children}
    </Flex>
  );
}
