import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { AdminReviewItem, OwnReview, Review as ReviewBody } from '@usedcars/contract/reviews';
import { type Acknowledged, TOTAL_COUNT_HEADER } from '@usedcars/contract/types';
import { CurrentUser, Public, Roles } from '../common/auth-decorators';
import { PageQuery } from '../common/page-query';
import { ResourceNotFound } from '../common/domain-errors';
import { type User, UsersService } from '../users';
import { AdminReviewListQuery, AnswerReviewDto, CreateReviewDto, HideReviewDto } from './dto/review.dto';
import { serializeAdminReview, serializeOwnReview, serializeReview } from './review.serializers';
import { ReviewsService } from './reviews.service';

@ApiTags('reviews')
@Controller()
export class ReviewsController {
  constructor(
    private readonly reviews: ReviewsService,
    private readonly users: UsersService,
  ) {}

  @Post('reviews')
  @ApiBearerAuth()
  @ApiCreatedResponse({
    description: 'OwnReview: the review of the seller of one of the caller’s completed orders',
  })
  @ApiBadRequestResponse({ description: 'Stars not a whole number 1 to 5, or a text too short or too long' })
  @ApiUnauthorizedResponse({ description: 'Not logged in' })
  @ApiNotFoundResponse({ description: 'Unknown order, or not the caller’s' })
  @ApiConflictResponse({
    description: 'The deal is not completed, was already reviewed, or its seller is gone',
  })
  async create(@CurrentUser() caller: User, @Body() dto: CreateReviewDto): Promise<OwnReview> {
    return serializeOwnReview(await this.reviews.create(caller, dto));
  }

  @Get('reviews/mine')
  @ApiBearerAuth()
  @ApiOkResponse({
    description: 'OwnReview[]: the caller’s reviews as a buyer, newest first (for My Orders)',
  })
  async mine(@CurrentUser() caller: User): Promise<OwnReview[]> {
    return (await this.reviews.byReviewer(caller.id)).map(serializeOwnReview);
  }

  @Post('reviews/:id/answer')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOkResponse({ description: 'OwnReview: the review with the seller’s answer' })
  @ApiForbiddenResponse({ description: 'Not the seller this review is about' })
  @ApiNotFoundResponse({ description: 'Unknown review' })
  @ApiConflictResponse({ description: 'Already answered, or hidden by the admins' })
  async answer(
    @CurrentUser() caller: User,
    @Param('id') id: string,
    @Body() dto: AnswerReviewDto,
  ): Promise<OwnReview> {
    return serializeOwnReview(await this.reviews.answer(caller, id, dto));
  }

  @Public()
  @Get('sellers/:id/reviews')
  @ApiOkResponse({
    description: `Review[]: the seller’s visible reviews, newest first; total in ${TOTAL_COUNT_HEADER}`,
  })
  @ApiNotFoundResponse({ description: 'Unknown id, a deleted account or one that is not a seller' })
  async ofSeller(
    @Param('id') id: string,
    @Query() query: PageQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ReviewBody[]> {
    const seller = await this.users.findActiveById(id);
    if (!seller || seller.role !== 'Seller') throw new ResourceNotFound('Seller');
    const { items, total } = await this.reviews.publicOf(seller.id, query);
    void reply.header(TOTAL_COUNT_HEADER, String(total));
    return items.map(serializeReview);
  }

  @Roles('Seller')
  @Get('seller/reviews')
  @ApiBearerAuth()
  @ApiOkResponse({
    description: `OwnReview[]: the reviews of the caller’s deals, hidden ones too, newest first; total in ${TOTAL_COUNT_HEADER}`,
  })
  async sellerReviews(
    @CurrentUser() caller: User,
    @Query() query: PageQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OwnReview[]> {
    const { items, total } = await this.reviews.ofSeller(caller.id, query);
    void reply.header(TOTAL_COUNT_HEADER, String(total));
    return items.map(serializeOwnReview);
  }

  @Roles('Admin')
  @Get('admin/reviews')
  @ApiBearerAuth()
  @ApiOkResponse({
    description: `AdminReviewItem[]: visible reviews newest first, or hidden ones latest hidden first; total in ${TOTAL_COUNT_HEADER}`,
  })
  async adminList(
    @Query() query: AdminReviewListQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminReviewItem[]> {
    const { items, total } = await this.reviews.adminList(query.status ?? 'visible', query);
    void reply.header(TOTAL_COUNT_HEADER, String(total));
    return items.map(serializeAdminReview);
  }

  @Roles('Admin')
  @Post('admin/reviews/:id/hide')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOkResponse({ description: 'Acknowledged: hidden from the public and the rating (in the audit log)' })
  @ApiNotFoundResponse({ description: 'Unknown review' })
  @ApiConflictResponse({ description: 'Another admin hid it first' })
  async hide(
    @CurrentUser() admin: User,
    @Param('id') id: string,
    @Body() dto: HideReviewDto,
  ): Promise<Acknowledged> {
    await this.reviews.hide(admin, id, dto.reason);
    return { acknowledged: true };
  }
}
