import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The contact form's messages, for the admins to read and mark handled. */
export class ContactMessages1796700000000 implements MigrationInterface {
  name = 'ContactMessages1796700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      "CREATE TABLE `contact_messages` (`id` varchar(36) NOT NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), `name` varchar(100) NOT NULL, `email` varchar(254) NOT NULL, `topic` enum ('buying', 'selling', 'payment', 'account', 'safety', 'other') NOT NULL, `message` text NOT NULL, `userId` varchar(36) NULL, `handledAt` datetime NULL, `handledById` varchar(36) NULL, INDEX `IDX_contact_messages_handled_created` (`handledAt`, `createdAt`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
    await queryRunner.query(
      'ALTER TABLE `contact_messages` ADD CONSTRAINT `FK_c4f2c2dac3ce280013b8d39dd48` FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `contact_messages` ADD CONSTRAINT `FK_11c271a603160dd0a4226b69caa` FOREIGN KEY (`handledById`) REFERENCES `users`(`id`) ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE `contact_messages` DROP FOREIGN KEY `FK_11c271a603160dd0a4226b69caa`',
    );
    await queryRunner.query(
      'ALTER TABLE `contact_messages` DROP FOREIGN KEY `FK_c4f2c2dac3ce280013b8d39dd48`',
    );
    await queryRunner.query('DROP TABLE `contact_messages`');
  }
}
