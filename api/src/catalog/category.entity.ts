import { Column, Entity } from 'typeorm';
import { BaseEntity } from '../common/base.entity';

@Entity('categories')
export class Category extends BaseEntity {
  @Column({ type: 'varchar', length: 60, unique: true })
  name: string;

  /** Route key: the name trimmed, lower-cased, spaces replaced by underscores. */
  @Column({ type: 'varchar', length: 60, unique: true })
  value: string;

  @Column({ type: 'varchar', length: 255 })
  thumbnailUrl: string;
}
