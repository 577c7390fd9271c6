import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AdminStats, SellerStats } from '@usedcars/contract/types';
import { CurrentUser, Roles } from '../common/auth-decorators';
import { serializeSellerBooking, OrdersService } from '../orders';
import type { User } from '../users';
import { StatsService } from './stats.service';

/** How many of a seller's newest bookings the dashboard shows. */
export const LATEST_BOOKINGS = 5;

@ApiTags('dashboards')
@ApiBearerAuth()
@Controller()
export class StatsController {
  constructor(
    private readonly stats: StatsService,
    private readonly orders: OrdersService,
  ) {}

  @Get('admin/stats')
  @Roles('Admin')
  @ApiOkResponse({ description: 'AdminStats: the marketplace at a glance' })
  adminStats(): Promise<AdminStats> {
    return this.stats.adminStats();
  }

  /** The caller's own figures: the seller is the token's account. */
  @Get('seller/stats')
  @Roles('Seller')
  @ApiOkResponse({ description: "SellerStats: the caller's listings, bookings and sales" })
  async sellerStats(@CurrentUser() seller: User): Promise<SellerStats> {
    const [figures, latest] = await Promise.all([
      this.stats.sellerFigures(seller.id),
      this.orders.listForSeller(seller.id, LATEST_BOOKINGS),
    ]);
    return { ...figures, latestBookings: latest.map(serializeSellerBooking) };
  }
}
