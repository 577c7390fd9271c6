import { BadRequestException, Body, Controller, Get, Param, Patch } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { PublicProfile, User as UserBody } from '@usedcars/shared-ui/api/types';
import { CurrentUser, Public } from '../auth/auth.decorators';
import { MediaStorageService } from '../media/media-storage.service';
import { PHOTO_URL_MESSAGE, UpdateProfileDto } from './dto/users.dto';
import { User } from './user.entity';
import { serializePublicProfile, serializeUser } from './user.serializers';
import { UsersService } from './users.service';

@ApiTags('users')
@Controller('users')
export class UsersController {
  constructor(
    private readonly users: UsersService,
    private readonly media: MediaStorageService,
  ) {}

  @Patch('me')
  @ApiBearerAuth()
  @ApiOkResponse({ description: 'The updated account (User)' })
  async updateMe(@CurrentUser() user: User, @Body() dto: UpdateProfileDto): Promise<UserBody> {
    if (typeof dto.photoURL === 'string' && !(await this.media.isStoredUrl(dto.photoURL))) {
      throw new BadRequestException(PHOTO_URL_MESSAGE);
    }
    return serializeUser(await this.users.updateProfile(user, dto));
  }

  @Public()
  @Get(':uid')
  @ApiOkResponse({ description: 'The full User for the caller themself; a PublicProfile for anyone else' })
  @ApiNotFoundResponse({ description: 'Unknown or deleted account' })
  async one(@Param('uid') uid: string, @CurrentUser() caller?: User): Promise<UserBody | PublicProfile> {
    if (caller && caller.id === uid.toLowerCase()) return serializeUser(caller);
    return serializePublicProfile(await this.users.getActiveById(uid));
  }
}
