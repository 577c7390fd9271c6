import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { PRODUCT_PAGE_SIZE_DEFAULT, PRODUCT_PAGE_SIZE_MAX } from '@usedcars/contract/types';

const MAX_PAGE = 1_000_000;
const PAGE_MESSAGE = 'page must be a whole number of 1 or more';
const PAGE_SIZE_MESSAGE = `pageSize must be a whole number between 1 and ${PRODUCT_PAGE_SIZE_MAX}`;

/** One page of a list and the number of rows in the whole list. */
export interface Page<T> {
  items: T[];
  total: number;
}

/** Which page of a list to read (1-based), and its size. */
export interface Paging {
  page?: number;
  pageSize?: number;
}

/** The rows of one page, as OFFSET and LIMIT: `defaultSize` rows when `paging` gives no size. */
export function pageWindow(
  { page = 1, pageSize }: Paging,
  defaultSize: number,
): { offset: number; limit: number } {
  const size = pageSize ?? defaultSize;
  return { offset: (page - 1) * size, limit: size };
}

/** page and pageSize, shared by every paged list (the catalog, the admin lists, the audit log). */
export class PageQuery {
  @ApiPropertyOptional({ description: '1-based page number', minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @Max(MAX_PAGE, { message: `page must be at most ${MAX_PAGE}` })
  @Min(1, { message: PAGE_MESSAGE })
  @IsInt({ message: PAGE_MESSAGE })
  page?: number;

  @ApiPropertyOptional({
    description: 'Page size',
    minimum: 1,
    maximum: PRODUCT_PAGE_SIZE_MAX,
    default: PRODUCT_PAGE_SIZE_DEFAULT,
  })
  @IsOptional()
  @Type(() => Number)
  @Max(PRODUCT_PAGE_SIZE_MAX, { message: PAGE_SIZE_MESSAGE })
  @Min(1, { message: PAGE_SIZE_MESSAGE })
  @IsInt({ message: PAGE_SIZE_MESSAGE })
  pageSize?: number;
}
