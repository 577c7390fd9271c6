import {
  Body,
  Controller,
  Delete,
  ForbiddenException,
  Get,
  Param,
  Patch,
  Post,
  Put,
  Query,
  Res,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiGoneResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  type Acknowledged,
  type ModelList,
  type OwnProduct,
  type Product as ProductBody,
  type ProductDetail,
  type ProductFacets,
  type SitemapPage,
  type SitemapPages,
  TOTAL_CAPPED_HEADER,
  TOTAL_COUNT_HEADER,
} from '@usedcars/contract/types';
import { MediaStorageService } from '../media';
import type { User } from '../users';
import { ModelListQueryDto, ProductSearchQueryDto, SitemapQueryDto } from './dto/product-list.query';
import {
  CreateProductDto,
  DeleteOwnProductDto,
  SetAdvertiseDto,
  UpdateProductDto,
} from './dto/product-write.dto';
import { listingPhotos } from './listing-photos';
import { photosOf } from './product.entity';
import { CatalogCache } from './catalog-cache';
import { CatalogSearch } from './catalog-search';
import { ListingSitemap } from './listing-sitemap.service';
import { PublicListings } from './public-listings.service';
import { SellerListings } from './seller-listings.service';
import { SimilarListings } from './similar-listings.service';
import { serializeOwnProduct, serializeProduct, serializeProductDetail } from './catalog.serializers';
import { CurrentUser, Public, Roles } from '../common/auth-decorators';
import { CatalogAnswer } from './catalog-version';
import { assertNamesCaller } from '../common/caller-fields';
import { PageQuery } from '../common/page-query';
import { sentUnchanged } from '../common/reused-answers';

export const OWN_PRODUCTS_FORBIDDEN = 'You can only see your own listings.';

@ApiTags('catalog')
@Controller()
export class ProductsController {
  constructor(
    private readonly catalog: CatalogSearch,
    private readonly listings: PublicListings,
    private readonly sellers: SellerListings,
    private readonly similarListings: SimilarListings,
    private readonly sitemapListings: ListingSitemap,
    private readonly media: MediaStorageService,
    private readonly cache: CatalogCache,
  ) {}

  @Public()
  @CatalogAnswer()
  @Get('products')
  @ApiOkResponse({
    description: `Unsold products matching the search, one page; the total is in the ${TOTAL_COUNT_HEADER} header`,
  })
  async list(
    @Query() query: ProductSearchQueryDto,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<ProductBody[]> {
    // Browsing repeats the same few pages (the first page of /cars, a category, a common search): each page is
    // kept until the next catalog write (see CatalogCache), as its total is.
    const { items, total, capped } = await this.cache.remember(
      `page:search:${JSON.stringify(query)}`,
      async () => {
        const page = await this.catalog.search(query);
        // Marked before it is kept: the cache's measure and the sending then share one JSON text.
        return { ...page, items: sentUnchanged(page.items) };
      },
    );
    response.header(TOTAL_COUNT_HEADER, String(total));
    if (capped) response.header(TOTAL_CAPPED_HEADER, 'true');
    return items;
  }

  @Public()
  @CatalogAnswer()
  @Get('products/facets')
  @ApiOkResponse({
    description:
      'For the filters of GET /products: how many cars each brand, category, fuel, transmission and price band ' +
      'would give, each counted without its own filter; exact from the search index, estimated (approximate) on a ' +
      'large catalog while it loads',
  })
  async facets(@Query() query: ProductSearchQueryDto): Promise<ProductFacets> {
    // Page and sort change no count: one cached answer per set of filters, kept as the list's (CatalogCache).
    const { page: _page, pageSize: _pageSize, sort: _sort, ...filters } = query;
    return this.cache.remember(`facets:${JSON.stringify(filters)}`, async () =>
      sentUnchanged(await this.catalog.facets(filters)),
    );
  }

  @Public()
  @CatalogAnswer()
  @Get('products/sitemap')
  @ApiOkResponse({
    description:
      'SitemapPage: the listed cars (unsold, public) in id order, SITEMAP_PAGE_SIZE after `after`, with their ' +
      "update times; `next` is the following page's `after`",
  })
  async sitemap(@Query() query: SitemapQueryDto): Promise<SitemapPage> {
    // Not kept in CatalogCache: a page is a cheap index read, and at 10,000 cars too big to keep many of.
    const { cars, next } = await this.sitemapListings.sitemapPage(query.after);
    return { cars: cars.map((car) => ({ _id: car.id, updatedAt: car.updatedAt.toISOString() })), next };
  }

  @Public()
  @CatalogAnswer()
  @Get('products/sitemap/pages')
  @ApiOkResponse({
    description: 'SitemapPages: the `after` of every page of GET /products/sitemap, null first',
  })
  async sitemapPages(): Promise<SitemapPages> {
    return { pages: await this.sitemapListings.sitemapPages() };
  }

  @Public()
  @CatalogAnswer()
  @Get('models')
  @ApiOkResponse({
    description: "The models of the brand's listed cars, sorted: the choices of the model filter",
  })
  async models(@Query() query: ModelListQueryDto): Promise<ModelList> {
    return this.cache.remember(`models:${query.brand.toLowerCase()}`, async () =>
      sentUnchanged(await this.listings.listModels(query.brand)),
    );
  }

  @Public()
  @CatalogAnswer()
  @Get('advertise-product')
  @ApiOkResponse({
    description: `Advertised unsold products, newest first, one page; the total is in the ${TOTAL_COUNT_HEADER} header`,
  })
  async advertised(
    @Query() paging: PageQuery,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<ProductBody[]> {
    // The home page's list: read on every visit, changed by a few writes (see CatalogCache).
    const { items, total } = await this.cache.remember(
      `page:advertised:${JSON.stringify(paging)}`,
      async () => {
        const page = await this.catalog.advertised(paging);
        return { ...page, items: sentUnchanged(page.items) };
      },
    );
    response.header(TOTAL_COUNT_HEADER, String(total));
    return items;
  }

  @Public()
  @CatalogAnswer()
  @Get('product/:id')
  @ApiOkResponse({ description: 'ProductDetail: one product with its price history, sold ones included' })
  @ApiNotFoundResponse({ description: 'Unknown id' })
  @ApiGoneResponse({
    description: 'A listing no longer public: taken down, deleted by its seller or of a closed account',
  })
  async one(@Param('id') id: string): Promise<ProductDetail> {
    return this.cache.remember(`product:${id.toLowerCase()}`, async () =>
      sentUnchanged(serializeProductDetail(await this.listings.findOneOrGone(id))),
    );
  }

  @Public()
  @CatalogAnswer()
  @Get('product/:id/similar')
  @ApiOkResponse({
    description:
      'Up to six unsold cars like this one (same model, else brand and category), nearest in price',
  })
  @ApiNotFoundResponse({ description: 'Unknown, deleted or taken-down id' })
  async similar(@Param('id') id: string): Promise<ProductBody[]> {
    return this.cache.remember(`similar:${id.toLowerCase()}`, async () =>
      sentUnchanged((await this.similarListings.similar(id)).map(serializeProduct)),
    );
  }

  @Roles('Seller')
  @Post('product')
  @ApiBearerAuth()
  @ApiCreatedResponse({ description: '{acknowledged: true, insertedId}; the author is the caller' })
  @ApiBadRequestResponse({
    description:
      'A field error, e.g. images: none, more than 12, a URL not uploaded here, a missing file or a repeat',
  })
  async create(
    @CurrentUser() seller: User,
    @Body() dto: CreateProductDto,
  ): Promise<Acknowledged & { insertedId: string }> {
    assertNamesCaller(seller, dto.authorID);
    const product = await this.sellers.create(seller, {
      ...dto,
      photos: await listingPhotos(this.media, dto),
    });
    return { acknowledged: true, insertedId: product.id };
  }

  @Roles('Seller')
  @Put('product/:id')
  @ApiBearerAuth()
  @ApiOkResponse({
    description: 'Acknowledged: the listing has the fields sent; a new price joins its price history',
  })
  @ApiForbiddenResponse({ description: 'Not the seller of this listing' })
  @ApiNotFoundResponse({ description: 'Unknown or deleted id' })
  @ApiConflictResponse({ description: 'Sold or taken down' })
  @ApiBadRequestResponse({ description: 'A field error, as for POST /product' })
  async update(
    @CurrentUser() seller: User,
    @Param('id') id: string,
    @Body() dto: UpdateProductDto,
  ): Promise<Acknowledged> {
    assertNamesCaller(seller, dto.authorID);
    // An original client's `image` alone replaces the cover only: the other photos are read to keep them.
    const current = dto.images ? null : await this.sellers.findRow(id);
    await this.sellers.update(seller, id, {
      ...dto,
      photos: await listingPhotos(this.media, dto, current ? photosOf(current) : []),
    });
    return { acknowledged: true };
  }

  @Get('my-products/:uid')
  @ApiBearerAuth()
  @ApiOkResponse({
    description: "The caller's own listings (OwnProduct[]), newest first, sold and taken down too",
  })
  @ApiForbiddenResponse({ description: "Another account's uid" })
  async own(@CurrentUser() caller: User, @Param('uid') uid: string): Promise<OwnProduct[]> {
    if (uid.toLowerCase() !== caller.id) throw new ForbiddenException(OWN_PRODUCTS_FORBIDDEN);
    return (await this.sellers.listOwn(caller.id)).map(serializeOwnProduct);
  }

  @Patch('my-products/:productId')
  @ApiBearerAuth()
  @ApiOkResponse({ description: 'Acknowledged: the advertise flag is set' })
  @ApiForbiddenResponse({ description: 'Not the owner' })
  @ApiNotFoundResponse({ description: 'Unknown id' })
  @ApiConflictResponse({ description: 'Sold or taken down' })
  async setAdvertise(
    @CurrentUser() caller: User,
    @Param('productId') productId: string,
    @Body() dto: SetAdvertiseDto,
  ): Promise<Acknowledged> {
    assertNamesCaller(caller, dto.uid);
    await this.sellers.setAdvertise(caller, productId, dto.status);
    return { acknowledged: true };
  }

  @Delete('my-products/:id')
  @ApiBearerAuth()
  @ApiOkResponse({ description: 'Acknowledged: the listing leaves every list (orders keep their records)' })
  @ApiForbiddenResponse({ description: 'Not the owner' })
  @ApiNotFoundResponse({ description: 'Unknown id' })
  @ApiConflictResponse({ description: 'Sold' })
  async remove(
    @CurrentUser() caller: User,
    @Param('id') id: string,
    @Body() body: DeleteOwnProductDto,
  ): Promise<Acknowledged> {
    assertNamesCaller(caller, body.uid);
    await this.sellers.removeOwn(caller, id);
    return { acknowledged: true };
  }
}
