import { Body, Controller, Delete, Get, Param, Patch, Post, Query, Res } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  type Acknowledged,
  type Category as CategoryBody,
  type CategoryWithProducts,
  TOTAL_COUNT_HEADER,
} from '@usedcars/contract/types';
import { CatalogCache } from './catalog-cache';
import { CategoriesService } from './categories.service';
import { CatalogSearch } from './catalog-search';
import { serializeCategory } from './catalog.serializers';
import { CreateCategoryDto, RenameCategoryDto } from './dto/catalog-write.dto';
import { InvalidField } from '../common/domain-errors';
import { PageQuery } from '../common/page-query';
import { sentUnchanged } from '../common/reused-answers';
import { CurrentUser, Public, Roles } from '../common/auth-decorators';
import { CatalogAnswer } from './catalog-version';
import type { User } from '../users';
import { CATALOG_MESSAGES } from '@usedcars/contract/messages';
import { MediaStorageService } from '../media';
import { catalogLookupKey } from './catalog-key';

@ApiTags('catalog')
@Controller()
export class CategoriesController {
  constructor(
    private readonly categories: CategoriesService,
    private readonly catalog: CatalogSearch,
    private readonly media: MediaStorageService,
    private readonly cache: CatalogCache,
  ) {}

  @Public()
  @CatalogAnswer()
  @Get('categories')
  @ApiOkResponse({ description: 'Every category, by name' })
  async list(): Promise<CategoryBody[]> {
    return (await this.categories.findAll()).map(serializeCategory);
  }

  @Public()
  @CatalogAnswer()
  @Get('category/:categoryName')
  @ApiOkResponse({
    description: `The category (by its value) and one page of its unsold products, newest first; the total is in the ${TOTAL_COUNT_HEADER} header`,
  })
  @ApiNotFoundResponse({ description: 'No such category' })
  async withProducts(
    @Param('categoryName') categoryName: string,
    @Query() paging: PageQuery,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<CategoryWithProducts> {
    const category = await this.cache.remember(`category:${catalogLookupKey(categoryName)}`, () =>
      this.categories.findByValue(categoryName),
    );
    // Kept until the next catalog write, like every page of the public lists (see ProductsController.list).
    const { answer, total } = await this.cache.remember(
      `page:category:${category.id}:${JSON.stringify(paging)}`,
      async () => {
        const { items, total } = await this.catalog.inCategory(category.id, paging);
        // Marked before it is kept: the cache's measure and the sending then share one JSON text.
        return { answer: sentUnchanged({ category: serializeCategory(category), products: items }), total };
      },
    );
    response.header(TOTAL_COUNT_HEADER, String(total));
    return answer;
  }

  @Roles('Admin')
  @Post('category')
  @ApiBearerAuth()
  @ApiCreatedResponse({ description: 'The new Category; its value is derived from the name' })
  @ApiConflictResponse({ description: "{status: 'bad', message: 'Category already exists.'}" })
  async create(@CurrentUser() admin: User, @Body() dto: CreateCategoryDto): Promise<CategoryBody> {
    if (!(await this.media.isStoredUrl(dto.thumbnail))) {
      throw new InvalidField([{ field: 'thumbnail', message: CATALOG_MESSAGES.categoryThumbnail }]);
    }
    return serializeCategory(await this.categories.create(admin, dto.category, dto.thumbnail));
  }

  @Roles('Admin')
  @Patch('category/:id')
  @ApiBearerAuth()
  @ApiOkResponse({ description: 'The renamed Category; its value (the key in its address) stays' })
  @ApiConflictResponse({ description: "{status: 'bad', message} when another category has that name" })
  @ApiNotFoundResponse({ description: 'Unknown id' })
  async rename(
    @CurrentUser() admin: User,
    @Param('id') id: string,
    @Body() dto: RenameCategoryDto,
  ): Promise<CategoryBody> {
    return serializeCategory(await this.categories.rename(admin, id, dto.category));
  }

  @Roles('Admin')
  @Delete('category/:id')
  @ApiBearerAuth()
  @ApiOkResponse({ description: 'Acknowledged' })
  @ApiConflictResponse({ description: "{status: 'bad', message} while listings use the category" })
  @ApiNotFoundResponse({ description: 'Unknown id' })
  async remove(@CurrentUser() admin: User, @Param('id') id: string): Promise<Acknowledged> {
    await this.categories.remove(admin, id);
    return { acknowledged: true };
  }
}
