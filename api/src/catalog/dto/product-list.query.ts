import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { PRODUCT_PAGE_SIZE_DEFAULT, PRODUCT_PAGE_SIZE_MAX } from '../../common/contract-constants';

const MAX_PAGE = 1_000_000;

export class ProductListQuery {
  @ApiPropertyOptional({ description: '1-based page number', minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @Min(1, { message: 'page must be a whole number of 1 or more' })
  @Max(MAX_PAGE, { message: `page must be at most ${MAX_PAGE}` })
  @IsInt({ message: 'page must be a whole number of 1 or more' })
  page?: number;

  @ApiPropertyOptional({
    description: 'Page size',
    minimum: 1,
    maximum: PRODUCT_PAGE_SIZE_MAX,
    default: PRODUCT_PAGE_SIZE_DEFAULT,
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: `limit must be a whole number between 1 and ${PRODUCT_PAGE_SIZE_MAX}` })
  @Min(1, { message: `limit must be a whole number between 1 and ${PRODUCT_PAGE_SIZE_MAX}` })
  @Max(PRODUCT_PAGE_SIZE_MAX, {
    message: `limit must be a whole number between 1 and ${PRODUCT_PAGE_SIZE_MAX}`,
  })
  limit?: number;
}
