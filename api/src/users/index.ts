// The users module's public file: other folders import only what is here (lint and architecture.spec.ts check it).
export { UsersModule } from './users.module';
export { type NewAccount, UsersService } from './users.service';
export { User } from './user.entity';
export { establishedAccountSql } from './established-account';
export { UserBlock } from './user-block.entity';
export { type BlockState, UserBlocks } from './user-blocks.service';
export { serializeUser } from './user.serializers';
export { OWN_MEDIA_URL } from './dto/users.dto';
