import { Column, Entity } from 'typeorm';
import { BaseEntity } from '../common/base.entity';

@Entity('brands')
export class Brand extends BaseEntity {
  @Column({ type: 'varchar', length: 60, unique: true })
  name: string;

  @Column({ type: 'varchar', length: 60, unique: true })
  value: string;
}
