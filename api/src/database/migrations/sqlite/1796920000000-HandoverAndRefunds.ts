import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The trigger UpdatedAtTriggers gives every table with `updatedAt`, for the table this migration rebuilds. */
function updatedAtTrigger(table: string): string {
  return (
    `CREATE TRIGGER "TRG_${table}_updatedAt" AFTER UPDATE ON "${table}" FOR EACH ROW ` +
    'WHEN NEW."updatedAt" IS OLD."updatedAt" BEGIN ' +
    `UPDATE "${table}" SET "updatedAt" = strftime('%Y-%m-%d %H:%M:%f', 'now') WHERE "id" = NEW."id"; END`
  );
}

/**
 * The handover of paid orders, their disputes and refunds (docs/product-rules.md, "Handover, disputes and refunds").
 * Generated, then edited by hand: the orders table gets its columns by ALTER TABLE (no rebuild, so its trigger and
 * foreign keys stay), and the notifications table, rebuilt for its new kind (a CHECK), gets its trigger back.
 */
export class HandoverAndRefunds1796920000000 implements MigrationInterface {
  name = 'HandoverAndRefunds1796920000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "order_disputes" ("orderId" varchar(36) PRIMARY KEY NOT NULL, "openedById" varchar(36) NOT NULL, "openedBy" varchar(10) NOT NULL, "reason" varchar(20) NOT NULL, "report" text NOT NULL, "openedAt" datetime NOT NULL, "answer" text, "answeredAt" datetime, "decidedFor" varchar(10), "decidedById" varchar(36), "decidedAt" datetime)',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_order_disputes_opener" ON "order_disputes" ("openedById", "decidedAt") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_order_disputes_open" ON "order_disputes" ("decidedAt", "openedAt") ',
    );
    await queryRunner.query(
      'CREATE TABLE "order_refunds" ("orderId" varchar(36) PRIMARY KEY NOT NULL, "sellerId" varchar(36) NOT NULL, "reason" varchar(20) NOT NULL, "paymentIntentId" varchar(255) NOT NULL, "amountCents" integer NOT NULL, "requestedAt" datetime NOT NULL, "refundId" varchar(255), "refundedAt" datetime)',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_order_refunds_seller_reason" ON "order_refunds" ("sellerId", "reason", "requestedAt") ',
    );
    await queryRunner.query(
      'CREATE TABLE "sandbox_refunds" ("id" varchar(40) PRIMARY KEY NOT NULL, "paymentIntentId" varchar(255) NOT NULL, "amount" integer NOT NULL, "idempotencyKey" varchar(255) NOT NULL, "createdAt" datetime NOT NULL)',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_sandbox_refunds_idempotency_key" ON "sandbox_refunds" ("idempotencyKey") ',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_sandbox_refunds_intent" ON "sandbox_refunds" ("paymentIntentId") ',
    );
    await queryRunner.query('DROP INDEX "IDX_notifications_user_read"');
    await queryRunner.query('DROP INDEX "IDX_notifications_user_id"');
    await queryRunner.query(
      'CREATE TABLE "temporary_notifications" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "userId" varchar(36) NOT NULL, "kind" varchar CHECK( "kind" IN (\'saved-search\',\'price-drop\',\'account-warning\',\'booking-canceled\',\'listing-taken-down\',\'offer\',\'deal-update\') ) NOT NULL, "title" varchar(200) NOT NULL, "text" varchar(500) NOT NULL, "link" varchar(300) NOT NULL, "readAt" datetime)',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_notifications"("id", "createdAt", "updatedAt", "userId", "kind", "title", "text", "link", "readAt") SELECT "id", "createdAt", "updatedAt", "userId", "kind", "title", "text", "link", "readAt" FROM "notifications"',
    );
    await queryRunner.query('DROP TABLE "notifications"');
    await queryRunner.query('ALTER TABLE "temporary_notifications" RENAME TO "notifications"');
    await queryRunner.query(
      'CREATE INDEX "IDX_notifications_user_read" ON "notifications" ("userId", "readAt") ',
    );
    await queryRunner.query('CREATE INDEX "IDX_notifications_user_id" ON "notifications" ("userId", "id") ');
    await queryRunner.query(updatedAtTrigger('notifications'));
    await queryRunner.query('ALTER TABLE "orders" ADD COLUMN "dealState" varchar(20)');
    await queryRunner.query('ALTER TABLE "orders" ADD COLUMN "handedOverAt" datetime');
    await queryRunner.query('ALTER TABLE "orders" ADD COLUMN "receivedAt" datetime');
    await queryRunner.query(
      'CREATE INDEX "IDX_orders_deal_state" ON "orders" ("paymentState", "dealState") ',
    );
    // The orders paid before the handover existed changed hands as they were paid: completed then, never waiting for
    // a handover (the sweep would refund every one of them past its 14 days). No trigger stamps an order's updatedAt.
    await queryRunner.query(
      `UPDATE "orders" SET "dealState" = 'completed', "completedAt" = "paymentDate" WHERE "paymentState" = 'paid' AND "canceledAt" IS NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "IDX_orders_deal_state"');
    await queryRunner.query('ALTER TABLE "orders" DROP COLUMN "receivedAt"');
    await queryRunner.query('ALTER TABLE "orders" DROP COLUMN "handedOverAt"');
    await queryRunner.query('ALTER TABLE "orders" DROP COLUMN "dealState"');
    await queryRunner.query('DELETE FROM "notifications" WHERE "kind" = \'deal-update\'');
    await queryRunner.query('DROP INDEX "IDX_notifications_user_id"');
    await queryRunner.query('DROP INDEX "IDX_notifications_user_read"');
    await queryRunner.query('ALTER TABLE "notifications" RENAME TO "temporary_notifications"');
    await queryRunner.query(
      'CREATE TABLE "notifications" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "userId" varchar(36) NOT NULL, "kind" varchar CHECK( "kind" IN (\'saved-search\',\'price-drop\',\'account-warning\',\'booking-canceled\',\'listing-taken-down\',\'offer\') ) NOT NULL, "title" varchar(200) NOT NULL, "text" varchar(500) NOT NULL, "link" varchar(300) NOT NULL, "readAt" datetime)',
    );
    await queryRunner.query(
      'INSERT INTO "notifications"("id", "createdAt", "updatedAt", "userId", "kind", "title", "text", "link", "readAt") SELECT "id", "createdAt", "updatedAt", "userId", "kind", "title", "text", "link", "readAt" FROM "temporary_notifications"',
    );
    await queryRunner.query('DROP TABLE "temporary_notifications"');
    await queryRunner.query('CREATE INDEX "IDX_notifications_user_id" ON "notifications" ("userId", "id") ');
    await queryRunner.query(
      'CREATE INDEX "IDX_notifications_user_read" ON "notifications" ("userId", "readAt") ',
    );
    await queryRunner.query(updatedAtTrigger('notifications'));
    await queryRunner.query('DROP INDEX "UQ_sandbox_refunds_intent"');
    await queryRunner.query('DROP INDEX "UQ_sandbox_refunds_idempotency_key"');
    await queryRunner.query('DROP TABLE "sandbox_refunds"');
    await queryRunner.query('DROP INDEX "IDX_order_refunds_seller_reason"');
    await queryRunner.query('DROP TABLE "order_refunds"');
    await queryRunner.query('DROP INDEX "IDX_order_disputes_open"');
    await queryRunner.query('DROP INDEX "IDX_order_disputes_opener"');
    await queryRunner.query('DROP TABLE "order_disputes"');
  }
}
