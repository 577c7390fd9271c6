import { Controller, Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { SellerProfile } from '@usedcars/contract/types';
import { Public } from '../common/auth-decorators';
import { SellersService } from './sellers.service';

@ApiTags('sellers')
@Controller('sellers')
export class SellersController {
  constructor(private readonly sellers: SellersService) {}

  @Public()
  @Get(':id')
  @ApiOkResponse({
    description:
      "SellerProfile: a seller's public name, photo, verification, member-since month, cars for sale (the first " +
      'page, newest first) and sold, response rate and time, and rating',
  })
  @ApiNotFoundResponse({ description: 'Unknown id, a deleted account or one that is not a seller' })
  profile(@Param('id') id: string): Promise<SellerProfile> {
    return this.sellers.profile(id);
  }
}
