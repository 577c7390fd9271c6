import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { HealthStatus } from '@usedcars/contract/types';
import { HealthService } from './health.service';
import { Public } from '../common/auth-decorators';

@ApiTags('health')
@Public()
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @ApiOkResponse({ description: 'API and database are up' })
  @ApiServiceUnavailableResponse({ description: 'The database is down (same body, status degraded)' })
  async check(@Res({ passthrough: true }) response: FastifyReply): Promise<HealthStatus> {
    const status = await this.health.check();
    response.header('Cache-Control', 'no-store');
    if (status.status !== 'ok') response.status(HttpStatus.SERVICE_UNAVAILABLE);
    return status;
  }
}
