import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { SellerProfile, SellersSitemapPage, SitemapPages } from '@usedcars/contract/types';
import { ListingSitemap } from '../catalog';
import { Public } from '../common/auth-decorators';
import { SellersSitemapQueryDto } from './sellers-sitemap.query';
import { SellersService } from './sellers.service';

@ApiTags('sellers')
@Controller('sellers')
export class SellersController {
  constructor(
    private readonly sellers: SellersService,
    private readonly sitemap: ListingSitemap,
  ) {}

  @Public()
  @Get('sitemap')
  @ApiOkResponse({
    description: 'SellersSitemapPage: the sellers with a car for sale, in id order, after `after`',
  })
  async sitemapPage(@Query() query: SellersSitemapQueryDto): Promise<SellersSitemapPage> {
    const { ids, next } = await this.sitemap.sellersPage(query.after);
    return { sellers: ids, next };
  }

  @Public()
  @Get('sitemap/pages')
  @ApiOkResponse({
    description: 'SitemapPages: the `after` of every page of GET /sellers/sitemap, null first',
  })
  async sitemapPages(): Promise<SitemapPages> {
    return { pages: await this.sitemap.sitemapPages(undefined, 'sellers') };
  }

  @Public()
  @Get(':id')
  @ApiOkResponse({
    description:
      "SellerProfile: a seller's public name, photo, verification, member-since month, cars for sale (the first " +
      'page, newest first) and sold, response rate and time, and rating',
  })
  @ApiNotFoundResponse({ description: 'Unknown id, a deleted account or one that is not a seller' })
  profile(@Param('id') id: string): Promise<SellerProfile> {
    return this.sellers.profile(id);
  }
}
