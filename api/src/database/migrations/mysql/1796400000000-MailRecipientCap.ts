import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The outbox's `dropped` state and each address's sending slots. */
export class MailRecipientCap1796400000000 implements MigrationInterface {
  name = 'MailRecipientCap1796400000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE `mail_recipient_slots` (`recipient` varchar(254) NOT NULL, `slot` int NOT NULL, `usedAt` datetime NOT NULL, PRIMARY KEY (`recipient`, `slot`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      "ALTER TABLE `outbox_mails` CHANGE `state` `state` enum ('queued', 'sent', 'failed', 'dropped') NOT NULL DEFAULT 'queued'",
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    // A dropped mail was never sent: the older schema's nearest state is failed.
    await queryRunner.query("UPDATE `outbox_mails` SET `state` = 'failed' WHERE `state` = 'dropped'");
    await queryRunner.query(
      "ALTER TABLE `outbox_mails` CHANGE `state` `state` enum ('queued', 'sent', 'failed') NOT NULL DEFAULT 'queued'",
    );
    await queryRunner.query('DROP TABLE `mail_recipient_slots`');
  }
}
