import { Column, Entity, Index } from 'typeorm';
import { BaseEntity } from '../common/base.entity';

/** One user blocked another: nothing of either reaches the other (UserBlocks), either way, until it is removed. */
@Entity('user_blocks')
@Index('UQ_user_blocks_pair', ['blockerId', 'blockedId'], { unique: true })
@Index('IDX_user_blocks_blocked', ['blockedId'])
export class UserBlock extends BaseEntity {
  @Column({ type: 'varchar', length: 36 })
  blockerId: string;

  @Column({ type: 'varchar', length: 36 })
  blockedId: string;
}
