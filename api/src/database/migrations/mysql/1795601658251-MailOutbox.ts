import type { MigrationInterface, QueryRunner } from 'typeorm';

export class MailOutbox1795601658251 implements MigrationInterface {
  name = 'MailOutbox1795601658251';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      "CREATE TABLE `outbox_mails` (`id` varchar(36) NOT NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), `kind` varchar(40) NOT NULL, `recipient` varchar(254) NOT NULL, `subject` varchar(200) NOT NULL, `text` text NOT NULL, `html` text NOT NULL, `headers` text NULL, `state` enum ('queued', 'sent', 'failed') NOT NULL DEFAULT 'queued', `attempts` int NOT NULL DEFAULT '0', `nextAttemptAt` datetime NOT NULL, `sentAt` datetime NULL, `lastError` varchar(500) NULL, INDEX `IDX_outbox_mails_due` (`state`, `nextAttemptAt`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
    await queryRunner.query(
      'CREATE TABLE `email_verifications` (`id` varchar(36) NOT NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), `userId` varchar(36) NOT NULL, `email` varchar(254) NOT NULL, `tokenHash` varchar(64) NOT NULL, `expiresAt` datetime NOT NULL, `usedAt` datetime NULL, UNIQUE INDEX `UQ_email_verifications_token` (`tokenHash`), INDEX `IDX_email_verifications_user_created` (`userId`, `createdAt`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX `IDX_email_verifications_user_created` ON `email_verifications`');
    await queryRunner.query('DROP INDEX `UQ_email_verifications_token` ON `email_verifications`');
    await queryRunner.query('DROP TABLE `email_verifications`');
    await queryRunner.query('DROP INDEX `IDX_outbox_mails_due` ON `outbox_mails`');
    await queryRunner.query('DROP TABLE `outbox_mails`');
  }
}
