import { Column, Entity } from 'typeorm';
import { BaseEntity } from '../common/base.entity';

/**
 * How far the pass over new listings has come (one row, id NEW_LISTINGS_CURSOR): the last listing it looked at
 * (its id, UUID v7, in creation order; and its creation time, for people reading the row). `leaseUntil` lets one
 * API instance at a time run the pass.
 */
@Entity('alert_cursors')
export class AlertCursor extends BaseEntity {
  @Column({ type: 'datetime' })
  lastCreatedAt: Date;

  @Column({ type: 'varchar', length: 36 })
  lastId: string;

  @Column({ type: 'datetime', nullable: true, default: null })
  leaseUntil: Date | null;
}
