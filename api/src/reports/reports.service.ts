import { ConflictException, ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, IsNull, Repository, type SelectQueryBuilder } from 'typeorm';
import type { ReportAction } from '@usedcars/shared-ui/api/types';
import { auditInsert } from '../audit/audit-record';
import { Product } from '../catalog/product.entity';
import { listingStatus } from '../catalog/listing-status';
import { LISTING_MESSAGES, type Page } from '../catalog/products.service';
import { PRODUCT_PAGE_SIZE_DEFAULT, REPORT_MESSAGES } from '../common/contract-constants';
import { isUniqueViolation } from '../common/database-errors';
import { ResourceNotFoundError } from '../common/errors';
import { isUuid, newId } from '../common/ids';
import { appConfig } from '../config/app.config';
import { type ConditionalUpdate, runAllOrNothing, sqlBool, sqlDateTime } from '../common/all-or-nothing';
import type { User } from '../users/user.entity';
import type { CreateReportDto } from './dto/report.dto';
import { Report, type ReportResolution } from './report.entity';

export interface ReportedListing {
  product: Product;
  reports: Report[];
}

/**
 * Reports and their review. Every write runs as one all-or-nothing transaction that keeps the listing's open-report
 * counter and hold in step with its report rows. The listing row is always written first: it serialises concurrent
 * reports and reviews of one listing (on InnoDB, inserting a report first would share-lock the listing through the
 * foreign key, and two reporters' later updates of it would deadlock).
 */
@Injectable()
export class ReportsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(Report) private readonly reports: Repository<Report>,
    @InjectRepository(Product) private readonly products: Repository<Product>,
    @Inject(appConfig.KEY) private readonly config: ConfigType<typeof appConfig>,
  ) {}

  /** One report per user per listing; the listing is held from public lists once its open reports reach the threshold. */
  async create(reporter: User, dto: CreateReportDto): Promise<void> {
    const product = await this.findLiveListing(dto.productID);
    if (product.takenDownAt) throw new ResourceNotFoundError('Product');
    if (product.authorId === reporter.id) throw new ForbiddenException(REPORT_MESSAGES.ownListing);

    const trusted = await this.isTrustedReporter(reporter);
    const now = sqlDateTime(new Date());
    let failedAt: number;
    try {
      failedAt = await runAllOrNothing(this.dataSource, [
        {
          // The hold counts the listing's open trusted reports, this one included when it is trusted; the listing
          // row is locked first, so concurrent reports of it count one after another. Every report, trusted or
          // not, counts in `openReportCount`, which orders the admins' review list.
          sql:
            'UPDATE `products` SET `heldForReviewAt` = CASE WHEN `heldForReviewAt` IS NULL AND ? = 1 AND ' +
            '(SELECT COUNT(*) FROM `reports` WHERE `reports`.`productId` = `products`.`id` AND `reports`.`resolvedAt` IS NULL ' +
            'AND `reports`.`countsTowardHold` = 1) + 1 >= ? ' +
            'THEN ? ELSE `heldForReviewAt` END, `openReportCount` = `openReportCount` + 1 ' +
            'WHERE `id` = ? AND `takenDownAt` IS NULL AND `deletedAt` IS NULL',
          params: [sqlBool(trusted), this.config.reportHideThreshold, now, product.id],
        },
        {
          sql:
            'INSERT INTO `reports` (`id`, `createdAt`, `updatedAt`, `productId`, `reporterId`, `reason`, `note`, `countsTowardHold`) ' +
            'VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
          params: [
            newId(),
            now,
            now,
            product.id,
            reporter.id,
            dto.reason,
            dto.note || null,
            sqlBool(trusted),
          ],
        },
      ]);
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictException(REPORT_MESSAGES.alreadyReported);
      throw error;
    }
    // Taken down or deleted between the read and the write: nothing was recorded.
    if (failedAt !== -1) throw new ResourceNotFoundError('Product');
  }

  /**
   * Whether a report by `reporter` counts toward hiding a listing before an admin looks at it: only an account
   * that is not a throwaway one, i.e. whose e-mail address was proven, that is at least `reportTrustedAccountDays`
   * old, or that has booked a car. Anyone's report still reaches the admins' review list.
   */
  private async isTrustedReporter(reporter: User): Promise<boolean> {
    if (reporter.emailVerifiedAt) return true;
    const trustedFrom = Date.now() - this.config.reportTrustedAccountDays * 86_400_000;
    if (reporter.createdAt.getTime() <= trustedFrom) return true;
    const booked = (await this.dataSource.query('SELECT 1 FROM `orders` WHERE `customerId` = ? LIMIT 1', [
      reporter.id,
    ])) as unknown[];
    return booked.length > 0;
  }

  /** Listings with open reports, most reported first, with those reports newest first. */
  async listOpen(options: { page?: number; pageSize?: number }): Promise<Page<ReportedListing>> {
    const page = options.page ?? 1;
    const pageSize = options.pageSize ?? PRODUCT_PAGE_SIZE_DEFAULT;
    const [products, total] = await this.liveListings()
      .andWhere('product.openReportCount > 0 AND product.takenDownAt IS NULL')
      .orderBy('product.openReportCount', 'DESC')
      .addOrderBy('product.createdAt', 'DESC')
      .addOrderBy('product.id', 'DESC')
      .offset((page - 1) * pageSize)
      .limit(pageSize)
      .getManyAndCount();
    const reports = products.length
      ? await this.reports.find({
          where: { productId: In(products.map((product) => product.id)), resolvedAt: IsNull() },
          relations: { reporter: true },
          order: { createdAt: 'DESC', id: 'DESC' },
        })
      : [];
    return {
      items: products.map((product) => ({
        product,
        reports: reports.filter((report) => report.productId === product.id),
      })),
      total,
    };
  }

  /** An admin's decision on a listing's open reports (404 when it has none). */
  async resolve(admin: User, productId: string, action: ReportAction, reason?: string): Promise<void> {
    if (action === 'takedown') return this.takeDown(admin, productId, reason ?? '', { fromReports: true });
    const product = await this.findLiveListing(productId);
    const now = new Date();
    const failedAt = await runAllOrNothing(this.dataSource, [
      {
        sql: 'UPDATE `products` SET `openReportCount` = 0, `heldForReviewAt` = NULL WHERE `id` = ?',
        params: [product.id],
        mustChange: false,
      },
      this.closeOpenReports(product.id, admin, 'dismissed', now, true),
      auditInsert(
        {
          actorId: admin.id,
          action: 'reports.dismiss',
          target: { type: 'product', id: product.id, label: product.name },
          before: { openReports: product.openReportCount, hidden: product.heldForReviewAt !== null },
          after: { openReports: 0, hidden: false },
        },
        now,
      ),
    ]);
    if (failedAt === 1) throw new NotFoundException(REPORT_MESSAGES.noOpenReports);
  }

  /**
   * Takes a listing down (from Reported Products or from the admin's product list): it leaves every public read,
   * its seller sees the reason, and its open reports close with it.
   */
  async takeDown(
    admin: User,
    productId: string,
    reason: string,
    options: { fromReports: boolean } = { fromReports: false },
  ): Promise<void> {
    const product = await this.findLiveListing(productId);
    const now = new Date();
    const failedAt = await runAllOrNothing(this.dataSource, [
      {
        sql:
          'UPDATE `products` SET `takenDownAt` = ?, `takedownReason` = ?, `advertise` = 0, `openReportCount` = 0, ' +
          '`heldForReviewAt` = NULL, `updatedAt` = ? WHERE `id` = ? AND `takenDownAt` IS NULL AND `deletedAt` IS NULL',
        params: [sqlDateTime(now), reason, sqlDateTime(now), product.id],
      },
      this.closeOpenReports(product.id, admin, 'taken_down', now, options.fromReports),
      auditInsert(
        {
          actorId: admin.id,
          action: 'product.takedown',
          target: { type: 'product', id: product.id, label: product.name },
          before: {
            status: listingStatus(product),
            advertise: product.advertise,
            openReports: product.openReportCount,
          },
          after: { status: 'taken_down', advertise: false, openReports: 0, takedownReason: reason },
        },
        now,
      ),
    ]);
    if (failedAt === 0) {
      const current = await this.products.findOneBy({ id: product.id });
      if (current?.takenDownAt) throw new ConflictException(LISTING_MESSAGES.alreadyTakenDown);
      throw new ResourceNotFoundError('Product');
    }
    if (failedAt === 1) throw new NotFoundException(REPORT_MESSAGES.noOpenReports);
  }

  private closeOpenReports(
    productId: string,
    admin: User,
    resolution: ReportResolution,
    at: Date,
    mustChange: boolean,
  ): ConditionalUpdate {
    return {
      sql:
        'UPDATE `reports` SET `resolvedAt` = ?, `resolution` = ?, `resolvedById` = ?, `updatedAt` = ? ' +
        'WHERE `productId` = ? AND `resolvedAt` IS NULL',
      params: [sqlDateTime(at), resolution, admin.id, sqlDateTime(at), productId],
      mustChange,
    };
  }

  /** A listing its seller has not deleted, with its category, brand and live seller. */
  private async findLiveListing(id: string): Promise<Product> {
    const product = isUuid(id)
      ? await this.liveListings().andWhere('product.id = :id', { id: id.toLowerCase() }).getOne()
      : null;
    if (!product) throw new ResourceNotFoundError('Product');
    return product;
  }

  private liveListings(): SelectQueryBuilder<Product> {
    return this.products
      .createQueryBuilder('product')
      .innerJoinAndSelect('product.category', 'category')
      .innerJoinAndSelect('product.brand', 'brand')
      .innerJoinAndSelect('product.author', 'author', 'author.deletedAt IS NULL')
      .where('product.deletedAt IS NULL');
  }
}
