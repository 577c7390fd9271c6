import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import {
  CONVERSATION_PAGE_SIZE,
  type ConversationReportAction,
  type ConversationReportResolution,
  type ConversationReportStatus,
} from '@usedcars/contract/types';
import { CONVERSATION_REPORT_ADMIN_MESSAGES } from '@usedcars/contract/conversation-messages';
import { DataSource, Repository } from 'typeorm';
import { auditInsert } from '../audit';
import { type ConditionalUpdate, runAllOrNothing, sqlDateTime } from '../common/all-or-nothing';
import { Conflict, Forbidden, NotFound } from '../common/domain-errors';
import { isUuid } from '../common/ids';
import { authConfig } from '../config/auth.config';
import { LiveService } from '../live';
import { MailService } from '../mail';
import { NotificationsService } from '../notifications';
import { type User, UsersService } from '../users';
import { accountSuspendedMail, accountWarningMail, accountWarningNotification } from './account-notices';
import { ConversationMessage } from './conversation-message.entity';
import { ConversationReport } from './conversation-report.entity';

/** The admins' list shows the latest this many reports, each with the latest messages of its conversation. */
export const REPORTS_LIMIT = 100;
export const REPORTED_MESSAGES_SHOWN = CONVERSATION_PAGE_SIZE;

const RESOLUTION_OF: Record<ConversationReportAction, ConversationReportResolution> = {
  dismiss: 'dismissed',
  warn: 'warned',
  suspend: 'suspended',
  delete: 'deleted',
};

/** One report as the admins review it: the parties as stored, and how often each reports and is reported. */
export interface ReportUnderReview {
  report: ConversationReport;
  reported: User;
  messages: ConversationMessage[];
  messageCount: number;
  reportsMade: Map<string, number>;
  reportsAgainst: Map<string, number>;
}

/** The party of the report's conversation who did not report it. */
function reportedParty(report: ConversationReport): User {
  const { conversation } = report;
  return conversation.buyerId === report.reporterId ? conversation.seller : conversation.buyer;
}

/**
 * The admins' review of reported conversations. A report is handled once: its closing is the first statement of
 * the transaction that does the action, so an admin acting on a report another admin just handled changes nothing
 * and is told so. Reporting does nothing to the reported account by itself: only an admin's action does.
 */
@Injectable()
export class ConversationReportsService {
  constructor(
    @InjectRepository(ConversationReport) private readonly reports: Repository<ConversationReport>,
    @InjectRepository(ConversationMessage) private readonly messages: Repository<ConversationMessage>,
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly notifications: NotificationsService,
    private readonly mail: MailService,
    private readonly live: LiveService,
    @Inject(authConfig.KEY) private readonly auth: ConfigType<typeof authConfig>,
  ) {}

  /** The latest open (or handled) reports, newest first, each with what the admin needs to judge it. */
  async list(status: ConversationReportStatus): Promise<ReportUnderReview[]> {
    const reports = await this.withParties()
      .leftJoinAndSelect('report.resolvedBy', 'resolvedBy')
      .where(status === 'open' ? 'report.resolvedAt IS NULL' : 'report.resolvedAt IS NOT NULL')
      // Open ones by when they were reported, handled ones by when they were handled.
      .orderBy(status === 'open' ? 'report.createdAt' : 'report.resolvedAt', 'DESC')
      .addOrderBy('report.id', 'DESC')
      .limit(REPORTS_LIMIT)
      .getMany();
    if (reports.length === 0) return [];
    const conversationIds = [...new Set(reports.map((report) => report.conversationId))];
    const partyIds = [
      ...new Set(reports.flatMap((report) => [report.conversation.buyerId, report.conversation.sellerId])),
    ];
    const [messageCounts, reportsMade, reportsAgainst] = await Promise.all([
      this.messageCounts(conversationIds),
      this.reportsMadeBy(partyIds),
      this.reportsAgainst(partyIds),
    ]);
    return Promise.all(
      reports.map(async (report) => ({
        report,
        reported: reportedParty(report),
        messages: (
          await this.messages.find({
            where: { conversationId: report.conversationId },
            order: { id: 'DESC' },
            take: REPORTED_MESSAGES_SHOWN,
          })
        ).reverse(),
        messageCount: messageCounts.get(report.conversationId) ?? 0,
        reportsMade,
        reportsAgainst,
      })),
    );
  }

  /** An admin's decision on one open report; 409 when another admin handled it first. */
  async resolve(admin: User, reportId: string, action: ConversationReportAction): Promise<void> {
    const report = isUuid(reportId)
      ? await this.withParties().where('report.id = :id', { id: reportId.toLowerCase() }).getOne()
      : null;
    if (!report) throw new NotFound(CONVERSATION_REPORT_ADMIN_MESSAGES.notFound);
    if (report.resolvedAt) throw new Conflict(CONVERSATION_REPORT_ADMIN_MESSAGES.alreadyHandled);
    const reported = reportedParty(report);
    if (action !== 'dismiss') this.assertMayActOn(admin, reported);

    const now = new Date();
    const context = { conversationReport: report.id, reason: report.reason };
    const statements: ConditionalUpdate[] = [this.closeReport(report, admin, RESOLUTION_OF[action], now)];
    if (action === 'dismiss') {
      statements.push(
        auditInsert(
          {
            actorId: admin.id,
            action: 'conversation-report.dismiss',
            target: {
              type: 'conversation-report',
              id: report.id,
              label: `${report.reporter.displayName} about ${report.conversation.product.name}`,
            },
            before: { status: 'open', reason: report.reason },
            after: { status: 'dismissed' },
          },
          now,
        ),
      );
    } else if (action === 'warn') {
      statements.push(
        ...this.users.warnStatements(admin, reported, now, context),
        ...this.notifications.insertStatements([accountWarningNotification(report)]),
        ...this.mail.queueStatements([accountWarningMail(report, reported, this.auth.publicUrl)]),
      );
    } else if (action === 'suspend') {
      statements.push(
        ...this.users.suspendStatements(admin, reported, now, context),
        ...this.mail.queueStatements([accountSuspendedMail(reported)]),
      );
    } else {
      statements.push(...this.users.softDeleteStatements(admin, reported, now));
    }

    const failedAt = await runAllOrNothing(this.dataSource, statements);
    if (failedAt === 0) throw new Conflict(CONVERSATION_REPORT_ADMIN_MESSAGES.alreadyHandled);
    if (failedAt !== -1) {
      // The account changed since it was read: deleted, or suspended by someone else.
      const current = await this.users.findActiveById(reported.id);
      if (!current) throw new Conflict(CONVERSATION_REPORT_ADMIN_MESSAGES.accountGone);
      if (current.suspendedAt) throw new Conflict(CONVERSATION_REPORT_ADMIN_MESSAGES.alreadySuspended);
      throw new Conflict(CONVERSATION_REPORT_ADMIN_MESSAGES.alreadyHandled);
    }

    if (action === 'warn') await this.live.publish([reported.id], { type: 'notification' });
    if (action === 'suspend' || action === 'delete') {
      await this.users.accountClosed(reported.id, action === 'delete');
    }
  }

  /** Warn, suspend and delete are for a live account that is not an admin's, the acting admin's least of all. */
  private assertMayActOn(admin: User, reported: User): void {
    if (reported.deletedAt) throw new Conflict(CONVERSATION_REPORT_ADMIN_MESSAGES.accountGone);
    if (reported.id === admin.id || reported.role === 'Admin') {
      throw new Forbidden(CONVERSATION_REPORT_ADMIN_MESSAGES.adminAccount);
    }
  }

  /** Closes the report, only while it is still open: the statement that makes a second admin's action change nothing. */
  private closeReport(
    report: ConversationReport,
    admin: User,
    resolution: ConversationReportResolution,
    at: Date,
  ): ConditionalUpdate {
    return {
      sql:
        'UPDATE `conversation_reports` SET `resolvedAt` = ?, `resolution` = ?, `resolvedById` = ?, `updatedAt` = ? ' +
        'WHERE `id` = ? AND `resolvedAt` IS NULL',
      params: [sqlDateTime(at), resolution, admin.id, sqlDateTime(at), report.id],
    };
  }

  private async messageCounts(conversationIds: string[]): Promise<Map<string, number>> {
    const rows = await this.messages
      .createQueryBuilder('message')
      .select('message.conversationId', 'id')
      .addSelect('COUNT(*)', 'count')
      .where('message.conversationId IN (:...conversationIds)', { conversationIds })
      .groupBy('message.conversationId')
      .getRawMany<{ id: string; count: string | number }>();
    return new Map(rows.map((row) => [row.id, Number(row.count)]));
  }

  /** How many conversations each of `userIds` reported, all time. */
  private async reportsMadeBy(userIds: string[]): Promise<Map<string, number>> {
    const rows = await this.reports
      .createQueryBuilder('report')
      .select('report.reporterId', 'id')
      .addSelect('COUNT(*)', 'count')
      .where('report.reporterId IN (:...userIds)', { userIds })
      .groupBy('report.reporterId')
      .getRawMany<{ id: string; count: string | number }>();
    return new Map(rows.map((row) => [row.id, Number(row.count)]));
  }

  /** How many reports the other party of each of `userIds`' conversations made, all time. */
  private async reportsAgainst(userIds: string[]): Promise<Map<string, number>> {
    const reportedId =
      'CASE WHEN report.reporterId = conversation.buyerId THEN conversation.sellerId ELSE conversation.buyerId END';
    const rows = await this.reports
      .createQueryBuilder('report')
      .innerJoin('report.conversation', 'conversation')
      .select(reportedId, 'id')
      .addSelect('COUNT(*)', 'count')
      .where(`${reportedId} IN (:...userIds)`, { userIds })
      .groupBy(reportedId)
      .getRawMany<{ id: string; count: string | number }>();
    return new Map(rows.map((row) => [row.id, Number(row.count)]));
  }

  private withParties() {
    return this.reports
      .createQueryBuilder('report')
      .innerJoinAndSelect('report.reporter', 'reporter')
      .innerJoinAndSelect('report.conversation', 'conversation')
      .innerJoinAndSelect('conversation.product', 'product')
      .innerJoinAndSelect('conversation.buyer', 'buyer')
      .innerJoinAndSelect('conversation.seller', 'seller');
  }
}
