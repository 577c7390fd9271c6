import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';

/** GET /sellers/sitemap: the page after a seller's id. */
export class SellersSitemapQueryDto {
  @ApiPropertyOptional({ description: "The previous page's `next`: the sellers after this id" })
  @IsOptional()
  @IsUUID('all', { message: 'after must be the id of a seller' })
  after?: string;
}
