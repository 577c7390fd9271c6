import { BeforeInsert, BeforeUpdate, CreateDateColumn, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { newId } from './ids';

/** Every entity has an app-generated uuid v7 id and its creation and update times. */
export abstract class BaseEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;

  // Times are set by the app, not by the database's clock and session time zone, so they are UTC on every driver.
  @BeforeInsert()
  protected beforeInsert(): void {
    if (!this.id) this.id = newId();
    this.createdAt ??= new Date();
    this.updatedAt ??= this.createdAt;
  }

  @BeforeUpdate()
  protected beforeUpdate(): void {
    this.updatedAt = new Date();
  }
}
