import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SoftDeleteUsers1795274615265 implements MigrationInterface {
  name = 'SoftDeleteUsers1795274615265';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `products` DROP FOREIGN KEY `FK_76ec85a3cf5734a18f3fecda246`');
    await queryRunner.query('ALTER TABLE `orders` DROP FOREIGN KEY `FK_6179b69bee9eaaf75bfdffda4d0`');
    await queryRunner.query('ALTER TABLE `orders` DROP FOREIGN KEY `FK_e5de51ca888d8b1f5ac25799dd1`');
    await queryRunner.query(
      'ALTER TABLE `wishlist_entries` DROP FOREIGN KEY `FK_02acccf5cd82ef8b30548b4ea56`',
    );
    await queryRunner.query('ALTER TABLE `users` ADD `deletedAt` datetime NULL');
    await queryRunner.query(
      'ALTER TABLE `products` ADD CONSTRAINT `FK_76ec85a3cf5734a18f3fecda246` FOREIGN KEY (`authorId`) REFERENCES `users`(`id`) ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `orders` ADD CONSTRAINT `FK_6179b69bee9eaaf75bfdffda4d0` FOREIGN KEY (`productAuthorId`) REFERENCES `users`(`id`) ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `orders` ADD CONSTRAINT `FK_e5de51ca888d8b1f5ac25799dd1` FOREIGN KEY (`customerId`) REFERENCES `users`(`id`) ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `wishlist_entries` ADD CONSTRAINT `FK_02acccf5cd82ef8b30548b4ea56` FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE `wishlist_entries` DROP FOREIGN KEY `FK_02acccf5cd82ef8b30548b4ea56`',
    );
    await queryRunner.query('ALTER TABLE `orders` DROP FOREIGN KEY `FK_e5de51ca888d8b1f5ac25799dd1`');
    await queryRunner.query('ALTER TABLE `orders` DROP FOREIGN KEY `FK_6179b69bee9eaaf75bfdffda4d0`');
    await queryRunner.query('ALTER TABLE `products` DROP FOREIGN KEY `FK_76ec85a3cf5734a18f3fecda246`');
    await queryRunner.query('ALTER TABLE `users` DROP COLUMN `deletedAt`');
    await queryRunner.query(
      'ALTER TABLE `wishlist_entries` ADD CONSTRAINT `FK_02acccf5cd82ef8b30548b4ea56` FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `orders` ADD CONSTRAINT `FK_e5de51ca888d8b1f5ac25799dd1` FOREIGN KEY (`customerId`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `orders` ADD CONSTRAINT `FK_6179b69bee9eaaf75bfdffda4d0` FOREIGN KEY (`productAuthorId`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `products` ADD CONSTRAINT `FK_76ec85a3cf5734a18f3fecda246` FOREIGN KEY (`authorId`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }
}
