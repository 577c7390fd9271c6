import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, IsNull, type SelectQueryBuilder } from 'typeorm';
import {
  type AdminStats,
  type DealCounts,
  type ListingCounts,
  type MonthlySales,
  type Role,
  ROLES,
  type SellerStats,
} from '@usedcars/contract/types';
import { LISTING_STATUS_PARAMETERS, listingStatusSql, Product } from '../catalog';
import { centsToDollars } from '../common/money';
import { ContactMessage } from '../contact';
import { DEAL_COUNT_OF_STATE, Order, REFUND_STATES } from '../orders';
import { Report } from '../reports';
import { User } from '../users';

/** Months the sales chart covers, the current one included. */
export const SALES_MONTHS = 12;

type Counts = Record<string, string | number | null>;

/** `YYYY-MM` of a UTC date. */
function isoMonth(date: Date): string {
  return date.toISOString().slice(0, 7);
}

/** The first instant of the UTC month `monthsBack` months before `now`'s. */
function monthStart(now: Date, monthsBack: number): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 1));
}

/**
 * The dashboards' figures, each one aggregate query in the database (no rows are loaded to be counted). What they
 * count matches the lists the figures link to: live accounts, listings not deleted by their seller, open reports.
 */
@Injectable()
export class StatsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async adminStats(now = new Date()): Promise<AdminStats> {
    const [users, listings, bookings, deals, sales, byMonth, reports, openContactMessages] =
      await Promise.all([
        this.userCounts(),
        this.listingCounts(),
        this.bookingCounts(),
        this.dealCounts(),
        this.salesTotals(),
        this.salesByMonth(now),
        this.reportCounts(),
        this.dataSource.getRepository(ContactMessage).countBy({ handledAt: IsNull() }),
      ]);
    return {
      users: users.byRole,
      sellersAwaitingVerification: users.sellersAwaitingVerification,
      listings,
      bookings,
      deals,
      sales: { total: sales.total, byMonth },
      openReports: reports.openReports,
      reportedListings: reports.reportedListings,
      openContactMessages,
    };
  }

  async sellerFigures(sellerId: string): Promise<Omit<SellerStats, 'latestBookings'>> {
    const [listings, bookings, deals, sales] = await Promise.all([
      this.listingCounts(sellerId),
      this.bookingCounts(sellerId),
      this.dealCounts(sellerId),
      this.salesTotals(sellerId),
    ]);
    return { listings, bookingsAwaitingPayment: bookings.open, deals, sales };
  }

  private async userCounts(): Promise<{ byRole: Record<Role, number>; sellersAwaitingVerification: number }> {
    const rows = await this.dataSource
      .getRepository(User)
      .createQueryBuilder('account')
      .select('account.role', 'role')
      .addSelect('COUNT(*)', 'total')
      .addSelect(
        "SUM(CASE WHEN account.role = 'Seller' AND account.verified = :unverified THEN 1 ELSE 0 END)",
        'unverifiedSellers',
      )
      .where('account.deletedAt IS NULL')
      .setParameter('unverified', false)
      .groupBy('account.role')
      .getRawMany<{ role: Role; total: string | number; unverifiedSellers: string | number | null }>();
    const byRole = Object.fromEntries(ROLES.map((role) => [role, 0])) as Record<Role, number>;
    let sellersAwaitingVerification = 0;
    for (const row of rows) {
      byRole[row.role] = Number(row.total);
      sellersAwaitingVerification += Number(row.unverifiedSellers ?? 0);
    }
    return { byRole, sellersAwaitingVerification };
  }

  /** Listings not deleted by their seller, of live sellers (all of them, or one seller's). */
  private async listingCounts(sellerId?: string): Promise<ListingCounts> {
    const status = listingStatusSql('product');
    const query = this.dataSource
      .getRepository(Product)
      .createQueryBuilder('product')
      .innerJoin('product.author', 'author', 'author.deletedAt IS NULL')
      .select(`SUM(CASE WHEN ${status.available} THEN 1 ELSE 0 END)`, 'available')
      .addSelect(
        `SUM(CASE WHEN ${status.available} AND product.advertise = :yes THEN 1 ELSE 0 END)`,
        'advertised',
      )
      .addSelect(`SUM(CASE WHEN ${status.sold} THEN 1 ELSE 0 END)`, 'sold')
      .addSelect(`SUM(CASE WHEN ${status.taken_down} THEN 1 ELSE 0 END)`, 'takenDown')
      .addSelect(`SUM(CASE WHEN ${status.underReview} THEN 1 ELSE 0 END)`, 'underReview')
      .where('product.deletedAt IS NULL')
      .setParameters({ yes: true, ...LISTING_STATUS_PARAMETERS });
    if (sellerId) query.andWhere('product.authorId = :sellerId', { sellerId });
    const row = (await query.getRawOne<Counts>()) ?? {};
    return {
      available: Number(row.available ?? 0),
      advertised: Number(row.advertised ?? 0),
      sold: Number(row.sold ?? 0),
      takenDown: Number(row.takenDown ?? 0),
      underReview: Number(row.underReview ?? 0),
    };
  }

  /** Open: unpaid, not cancelled, and the car still for sale (what My Orders shows with a Pay button). */
  private async bookingCounts(sellerId?: string): Promise<{ open: number; paid: number }> {
    const query = this.dataSource
      .getRepository(Order)
      .createQueryBuilder('booking')
      .innerJoin('booking.product', 'product')
      .innerJoin('product.author', 'author')
      .select(
        `SUM(CASE WHEN booking.paymentState = 'unpaid' AND ${listingStatusSql('product').available} ` +
          'AND product.deletedAt IS NULL AND author.deletedAt IS NULL THEN 1 ELSE 0 END)',
        'open',
      )
      .addSelect("SUM(CASE WHEN booking.paymentState = 'paid' THEN 1 ELSE 0 END)", 'paid')
      .where('booking.canceledAt IS NULL')
      .setParameters(LISTING_STATUS_PARAMETERS);
    if (sellerId) query.andWhere('booking.productAuthorId = :sellerId', { sellerId });
    const row = (await query.getRawOne<Counts>()) ?? {};
    return { open: Number(row.open ?? 0), paid: Number(row.paid ?? 0) };
  }

  /** Paid orders by their handover's state (the orders' state table names the figure of each). */
  private async dealCounts(sellerId?: string): Promise<DealCounts> {
    const query = this.paidOrders()
      .select('booking.dealState', 'state')
      .addSelect('COUNT(*)', 'orders')
      .andWhere('booking.canceledAt IS NULL')
      .groupBy('booking.dealState');
    if (sellerId) query.andWhere('booking.productAuthorId = :sellerId', { sellerId });
    const rows = await query.getRawMany<{ state: string | null; orders: string | number }>();
    const counts: DealCounts = {
      awaitingHandover: 0,
      awaitingConfirmation: 0,
      disputed: 0,
      completed: 0,
      refunded: 0,
    };
    for (const row of rows) {
      const figure = DEAL_COUNT_OF_STATE[(row.state ?? 'paid') as keyof typeof DEAL_COUNT_OF_STATE];
      counts[figure] += Number(row.orders);
    }
    return counts;
  }

  /** Sales: dollars and count (a sale stays a sale when its seller or listing is later deleted). */
  private async salesTotals(sellerId?: string): Promise<{ total: number; orders: number }> {
    const query = this.sales()
      .select('COALESCE(SUM(booking.priceCents), 0)', 'cents')
      .addSelect('COUNT(*)', 'orders');
    if (sellerId) query.andWhere('booking.productAuthorId = :sellerId', { sellerId });
    const row = (await query.getRawOne<Counts>()) ?? {};
    return { total: centsToDollars(Number(row.cents ?? 0)), orders: Number(row.orders ?? 0) };
  }

  /** The last SALES_MONTHS months by payment date (UTC), oldest first, months without sales as 0. */
  private async salesByMonth(now: Date): Promise<MonthlySales[]> {
    const month =
      this.dataSource.options.type === 'better-sqlite3'
        ? "strftime('%Y-%m', booking.paymentDate)"
        : "DATE_FORMAT(booking.paymentDate, '%Y-%m')";
    const since = monthStart(now, SALES_MONTHS - 1);
    const rows = await this.sales()
      .select(month, 'month')
      .addSelect('SUM(booking.priceCents)', 'cents')
      .addSelect('COUNT(*)', 'orders')
      .andWhere('booking.paymentDate >= :since', { since })
      .groupBy(month)
      .getRawMany<{ month: string; cents: string | number; orders: string | number }>();
    const found = new Map(rows.map((row) => [row.month, row]));
    return Array.from({ length: SALES_MONTHS }, (_, index) => {
      const key = isoMonth(monthStart(now, SALES_MONTHS - 1 - index));
      const row = found.get(key);
      return {
        month: key,
        amount: centsToDollars(Number(row?.cents ?? 0)),
        orders: Number(row?.orders ?? 0),
      };
    });
  }

  /** Open reports on listings that are still public (what Reported Products lists). */
  private async reportCounts(): Promise<{ openReports: number; reportedListings: number }> {
    const row =
      (await this.dataSource
        .getRepository(Report)
        .createQueryBuilder('report')
        .innerJoin('report.product', 'product')
        .innerJoin('product.author', 'author', 'author.deletedAt IS NULL')
        .select('COUNT(*)', 'openReports')
        .addSelect('COUNT(DISTINCT report.productId)', 'reportedListings')
        .where('report.resolvedAt IS NULL AND product.deletedAt IS NULL AND product.takenDownAt IS NULL')
        .getRawOne<Counts>()) ?? {};
    return { openReports: Number(row.openReports ?? 0), reportedListings: Number(row.reportedListings ?? 0) };
  }

  private paidOrders(): SelectQueryBuilder<Order> {
    return this.dataSource
      .getRepository(Order)
      .createQueryBuilder('booking')
      .where("booking.paymentState = 'paid'");
  }

  /** Paid orders that stayed sales: not refunded (nor being refunded). */
  private sales(): SelectQueryBuilder<Order> {
    return this.paidOrders().andWhere(
      '(booking.dealState IS NULL OR booking.dealState NOT IN (:...refundStates))',
      { refundStates: REFUND_STATES },
    );
  }
}
