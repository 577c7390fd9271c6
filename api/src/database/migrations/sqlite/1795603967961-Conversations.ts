import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Conversations1795603967961 implements MigrationInterface {
  name = 'Conversations1795603967961';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "conversation_messages" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "conversationId" varchar(36) NOT NULL, "senderId" varchar(36) NOT NULL, "text" text NOT NULL)',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_conversation_messages_sender_created" ON "conversation_messages" ("senderId", "createdAt") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_conversation_messages_thread" ON "conversation_messages" ("conversationId", "id") ',
    );
    await queryRunner.query(
      'CREATE TABLE "conversations" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "productId" varchar(36) NOT NULL, "buyerId" varchar(36) NOT NULL, "sellerId" varchar(36) NOT NULL, "lastMessageAt" datetime NOT NULL, "lastMessageText" varchar(200) NOT NULL, "lastSenderId" varchar(36) NOT NULL, "buyerUnread" integer NOT NULL DEFAULT (0), "sellerUnread" integer NOT NULL DEFAULT (0))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_conversations_seller_last" ON "conversations" ("sellerId", "lastMessageAt") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_conversations_buyer_last" ON "conversations" ("buyerId", "lastMessageAt") ',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_conversations_product_buyer" ON "conversations" ("productId", "buyerId") ',
    );
    await queryRunner.query(
      'CREATE TABLE "user_blocks" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "blockerId" varchar(36) NOT NULL, "blockedId" varchar(36) NOT NULL)',
    );
    await queryRunner.query('CREATE INDEX "IDX_user_blocks_blocked" ON "user_blocks" ("blockedId") ');
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_user_blocks_pair" ON "user_blocks" ("blockerId", "blockedId") ',
    );
    await queryRunner.query('DROP INDEX "IDX_conversations_seller_last"');
    await queryRunner.query('DROP INDEX "IDX_conversations_buyer_last"');
    await queryRunner.query('DROP INDEX "UQ_conversations_product_buyer"');
    await queryRunner.query(
      'CREATE TABLE "temporary_conversations" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "productId" varchar(36) NOT NULL, "buyerId" varchar(36) NOT NULL, "sellerId" varchar(36) NOT NULL, "lastMessageAt" datetime NOT NULL, "lastMessageText" varchar(200) NOT NULL, "lastSenderId" varchar(36) NOT NULL, "buyerUnread" integer NOT NULL DEFAULT (0), "sellerUnread" integer NOT NULL DEFAULT (0), CONSTRAINT "FK_1fbaa33ad249de15b683ffcb110" FOREIGN KEY ("productId") REFERENCES "products" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_fad7b384e73ce2b5e9029a0032a" FOREIGN KEY ("buyerId") REFERENCES "users" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_4173670d70b706461e31d847ce1" FOREIGN KEY ("sellerId") REFERENCES "users" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)',
    );
    await queryRunner.query(
      'INSERT INTO "temporary_conversations"("id", "createdAt", "updatedAt", "productId", "buyerId", "sellerId", "lastMessageAt", "lastMessageText", "lastSenderId", "buyerUnread", "sellerUnread") SELECT "id", "createdAt", "updatedAt", "productId", "buyerId", "sellerId", "lastMessageAt", "lastMessageText", "lastSenderId", "buyerUnread", "sellerUnread" FROM "conversations"',
    );
    await queryRunner.query('DROP TABLE "conversations"');
    await queryRunner.query('ALTER TABLE "temporary_conversations" RENAME TO "conversations"');
    await queryRunner.query(
      'CREATE INDEX "IDX_conversations_seller_last" ON "conversations" ("sellerId", "lastMessageAt") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_conversations_buyer_last" ON "conversations" ("buyerId", "lastMessageAt") ',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_conversations_product_buyer" ON "conversations" ("productId", "buyerId") ',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "UQ_conversations_product_buyer"');
    await queryRunner.query('DROP INDEX "IDX_conversations_buyer_last"');
    await queryRunner.query('DROP INDEX "IDX_conversations_seller_last"');
    await queryRunner.query('ALTER TABLE "conversations" RENAME TO "temporary_conversations"');
    await queryRunner.query(
      'CREATE TABLE "conversations" ("id" varchar(36) PRIMARY KEY NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "updatedAt" datetime NOT NULL DEFAULT (datetime(\'now\')), "productId" varchar(36) NOT NULL, "buyerId" varchar(36) NOT NULL, "sellerId" varchar(36) NOT NULL, "lastMessageAt" datetime NOT NULL, "lastMessageText" varchar(200) NOT NULL, "lastSenderId" varchar(36) NOT NULL, "buyerUnread" integer NOT NULL DEFAULT (0), "sellerUnread" integer NOT NULL DEFAULT (0))',
    );
    await queryRunner.query(
      'INSERT INTO "conversations"("id", "createdAt", "updatedAt", "productId", "buyerId", "sellerId", "lastMessageAt", "lastMessageText", "lastSenderId", "buyerUnread", "sellerUnread") SELECT "id", "createdAt", "updatedAt", "productId", "buyerId", "sellerId", "lastMessageAt", "lastMessageText", "lastSenderId", "buyerUnread", "sellerUnread" FROM "temporary_conversations"',
    );
    await queryRunner.query('DROP TABLE "temporary_conversations"');
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_conversations_product_buyer" ON "conversations" ("productId", "buyerId") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_conversations_buyer_last" ON "conversations" ("buyerId", "lastMessageAt") ',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_conversations_seller_last" ON "conversations" ("sellerId", "lastMessageAt") ',
    );
    await queryRunner.query('DROP INDEX "UQ_user_blocks_pair"');
    await queryRunner.query('DROP INDEX "IDX_user_blocks_blocked"');
    await queryRunner.query('DROP TABLE "user_blocks"');
    await queryRunner.query('DROP INDEX "UQ_conversations_product_buyer"');
    await queryRunner.query('DROP INDEX "IDX_conversations_buyer_last"');
    await queryRunner.query('DROP INDEX "IDX_conversations_seller_last"');
    await queryRunner.query('DROP TABLE "conversations"');
    await queryRunner.query('DROP INDEX "IDX_conversation_messages_thread"');
    await queryRunner.query('DROP INDEX "IDX_conversation_messages_sender_created"');
    await queryRunner.query('DROP TABLE "conversation_messages"');
  }
}
