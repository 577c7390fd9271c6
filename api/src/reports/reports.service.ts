import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, IsNull, Repository } from 'typeorm';
import type { ReportAction } from '@usedcars/contract/types';
import { auditInsert } from '../audit';
import {
  type Product,
  listingStatus,
  clearListingReports,
  countListingReport,
  takeDownListing,
  LISTING_MESSAGES,
  AdminListings,
} from '../catalog';
import { Conflict, Forbidden, NotFound, ResourceNotFound } from '../common/domain-errors';
import type { Page } from '../common/page-query';
import { REPORT_MESSAGES } from '@usedcars/contract/messages';
import { isUniqueViolation } from '../common/database-errors';
import { newId } from '../common/ids';
import { appConfig } from '../config/app.config';
import { authConfig } from '../config/auth.config';
import { LiveService } from '../live';
import { MailService } from '../mail';
import { NotificationsService } from '../notifications';
import { type ConditionalUpdate, runAllOrNothing, sqlBool, sqlDateTime } from '../common/all-or-nothing';
import { type User, UsersService } from '../users';
import type { CreateReportDto } from './dto/report.dto';
import { Report, type ReportResolution } from './report.entity';
import { takedownMail, takedownNotification } from './takedown-notices';

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
    private readonly listings: AdminListings,
    private readonly users: UsersService,
    private readonly notifications: NotificationsService,
    private readonly mail: MailService,
    private readonly live: LiveService,
    @Inject(appConfig.KEY) private readonly config: ConfigType<typeof appConfig>,
    @Inject(authConfig.KEY) private readonly auth: ConfigType<typeof authConfig>,
  ) {}

  /** One report per user per listing; the listing is held from public lists once its open reports reach the threshold. */
  async create(reporter: User, dto: CreateReportDto): Promise<void> {
    const product = await this.listings.findLiveListing(dto.productID);
    if (product.takenDownAt) throw new ResourceNotFound('Product');
    if (product.authorId === reporter.id) throw new Forbidden(REPORT_MESSAGES.ownListing);

    // Only an established account's report counts toward the hold (anyone's reaches the admins), fixed as it is made.
    const trusted = await this.users.isEstablished(reporter.id, this.config.reportTrustedAccountDays);
    const now = new Date();
    let failedAt: number;
    try {
      failedAt = await runAllOrNothing(this.dataSource, [
        // The listing is held once its open trusted reports, this one included when it is trusted, reach the
        // threshold (counted with the listing's row locked, so concurrent reports count one after another).
        countListingReport(product.id, {
          holdWhen: {
            sql:
              '? = 1 AND (SELECT COUNT(*) FROM `reports` WHERE `reports`.`productId` = `products`.`id` ' +
              'AND `reports`.`resolvedAt` IS NULL AND `reports`.`countsTowardHold` = 1) + 1 >= ?',
            params: [sqlBool(trusted), this.config.reportHideThreshold],
          },
          at: now,
        }),
        {
          sql:
            'INSERT INTO `reports` (`id`, `createdAt`, `updatedAt`, `productId`, `reporterId`, `reason`, `note`, `countsTowardHold`) ' +
            'VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
          params: [
            newId(),
            sqlDateTime(now),
            sqlDateTime(now),
            product.id,
            reporter.id,
            dto.reason,
            dto.note || null,
            sqlBool(trusted),
          ],
        },
      ]);
    } catch (error) {
      if (isUniqueViolation(error)) throw new Conflict(REPORT_MESSAGES.alreadyReported);
      throw error;
    }
    // Taken down or deleted between the read and the write: nothing was recorded.
    if (failedAt !== -1) throw new ResourceNotFound('Product');
    // A hold takes the car out of its neighbours' comparables and out of the public lists.
    const held = (await this.listings.findRow(product.id))?.heldForReviewAt;
    await this.listings.listingChanged({
      type: held ? 'listing.held' : 'listing.changed',
      listingId: product.id,
    });
  }

  /** Listings with open reports, most reported first, with those reports newest first. */
  async listOpen(options: { page?: number; pageSize?: number }): Promise<Page<ReportedListing>> {
    const { items: products, total } = await this.listings.listReported(options);
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
    const product = await this.listings.findLiveListing(productId);
    const now = new Date();
    const failedAt = await runAllOrNothing(this.dataSource, [
      clearListingReports(product.id, now),
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
    if (failedAt === 1) throw new NotFound(REPORT_MESSAGES.noOpenReports);
    await this.listings.listingChanged({ type: 'listing.released', listingId: product.id });
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
    const product = await this.listings.findLiveListing(productId);
    const now = new Date();
    const failedAt = await runAllOrNothing(this.dataSource, [
      takeDownListing(product.id, reason, now),
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
      // The seller hears of it with the change, in the app and by mail.
      ...this.notifications.insertStatements([takedownNotification(product, reason)]),
      ...this.mail.queueStatements([takedownMail(product, reason, this.auth.publicUrl)]),
    ]);
    if (failedAt === 0) {
      const current = await this.listings.findRow(product.id);
      if (current?.takenDownAt) throw new Conflict(LISTING_MESSAGES.alreadyTakenDown);
      throw new ResourceNotFound('Product');
    }
    if (failedAt === 1) throw new NotFound(REPORT_MESSAGES.noOpenReports);
    await this.live.publish([product.authorId], { type: 'notification' });
    await this.listings.listingChanged({ type: 'listing.takenDown', listingId: product.id });
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
}
