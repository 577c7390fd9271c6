import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { REPORT_REASONS, type ReportReason } from '@usedcars/contract/types';
import { Product } from '../catalog';
import { BaseEntity } from '../common/base.entity';
import { User } from '../users';

export const REPORT_RESOLUTIONS = ['dismissed', 'taken_down'] as const;
export type ReportResolution = (typeof REPORT_RESOLUTIONS)[number];

/** A user's report of a listing; `createdAt` is when it was made. One per user per listing, ever. */
@Entity('reports')
@Index('UQ_reports_product_reporter', ['productId', 'reporterId'], { unique: true })
@Index('IDX_reports_open_product', ['resolvedAt', 'productId'])
export class Report extends BaseEntity {
  @Column({ type: 'varchar', length: 36 })
  productId: string;

  @ManyToOne(() => Product, { onDelete: 'RESTRICT', nullable: false })
  @JoinColumn({ name: 'productId' })
  product: Product;

  @Column({ type: 'varchar', length: 36 })
  reporterId: string;

  @ManyToOne(() => User, { onDelete: 'RESTRICT', nullable: false })
  @JoinColumn({ name: 'reporterId' })
  reporter: User;

  @Column({ type: 'simple-enum', enum: REPORT_REASONS })
  reason: ReportReason;

  @Column({ type: 'varchar', length: 500, nullable: true, default: null })
  note: string | null;

  /**
   * Whether the reporter was an established account when reporting (users' establishedAccountSql), so that the report
   * counts toward hiding the listing. Reports made before the rule existed keep counting (the default).
   */
  @Column({ type: 'boolean', default: true })
  countsTowardHold: boolean;

  /** Set when an admin dismisses the listing's reports or takes it down: the report is no longer open. */
  @Column({ type: 'datetime', nullable: true, default: null })
  resolvedAt: Date | null;

  @Column({ type: 'simple-enum', enum: REPORT_RESOLUTIONS, nullable: true, default: null })
  resolution: ReportResolution | null;

  @Column({ type: 'varchar', length: 36, nullable: true, default: null })
  resolvedById: string | null;

  @ManyToOne(() => User, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'resolvedById' })
  resolvedBy: User | null;
}
