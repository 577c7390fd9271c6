import { Body, Controller, Delete, Get, Param, Patch, Post, Res } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import escapeHtml from 'escape-html';
import type { Acknowledged, SavedSearch as SavedSearchBody } from '@usedcars/contract/types';
import { ALERT_MESSAGES } from '@usedcars/contract/alerts-messages';
import type { FastifyReply } from 'fastify';
import { CurrentUser, Public } from '../common/auth-decorators';
import { NotFound } from '../common/domain-errors';
import type { User } from '../users';
import { CreateSavedSearchDto, UpdateSavedSearchDto } from './dto/saved-search.dto';
import type { SavedSearch } from './saved-search.entity';
import { SavedSearchesService } from './saved-searches.service';

function serializeSavedSearch(search: SavedSearch): SavedSearchBody {
  return {
    _id: search.id,
    name: search.name,
    query: search.query,
    emailAlerts: search.emailAlerts,
    date: search.createdAt.toISOString(),
  };
}

/** A small page of its own (the unsubscribe link opens in any browser, logged in or not); every value escaped. */
function page(title: string, body: string): string {
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;max-width:560px;margin:40px auto;padding:0 16px;color:#1f1f1f">',
    `<main><h1 style="font-size:22px">${escapeHtml(title)}</h1>${body}</main></body></html>`,
  ].join('\n');
}

/** The caller's saved searches (nobody sees or changes another's), and their mails' unsubscribe link. */
@ApiTags('saved-searches')
@ApiBearerAuth()
@Controller('saved-searches')
export class AlertsController {
  constructor(private readonly searches: SavedSearchesService) {}

  @Get()
  @ApiOkResponse({ description: 'SavedSearch[]: the caller’s saved searches, oldest first' })
  async list(@CurrentUser() user: User): Promise<SavedSearchBody[]> {
    return (await this.searches.list(user)).map(serializeSavedSearch);
  }

  @Post()
  @ApiCreatedResponse({ description: 'SavedSearch: the search saved' })
  @ApiConflictResponse({ description: 'The caller already keeps the most saved searches' })
  async create(@CurrentUser() user: User, @Body() dto: CreateSavedSearchDto): Promise<SavedSearchBody> {
    return serializeSavedSearch(await this.searches.create(user, dto));
  }

  @Patch(':id')
  @ApiOkResponse({ description: 'SavedSearch: renamed, or its e-mails turned on or off' })
  @ApiNotFoundResponse({ description: 'No saved search of the caller with that id' })
  async update(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Body() dto: UpdateSavedSearchDto,
  ): Promise<SavedSearchBody> {
    return serializeSavedSearch(await this.searches.update(user, id, dto));
  }

  @Delete(':id')
  @ApiOkResponse({ description: 'Acknowledged: the search is deleted' })
  @ApiNotFoundResponse({ description: 'No saved search of the caller with that id' })
  async remove(@CurrentUser() user: User, @Param('id') id: string): Promise<Acknowledged> {
    await this.searches.remove(user, id);
    return { acknowledged: true };
  }

  /**
   * The link in every alert mail: a page with one button, so that a mail scanner that opens links turns nothing
   * off; the button (a POST) does. Works without logging in, for that one search.
   */
  @Public()
  @Get('unsubscribe/:token')
  @ApiOkResponse({ description: 'HTML: a page with the button that turns the search’s mails off' })
  async unsubscribePage(
    @Param('token') token: string,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<string> {
    const search = await this.searches.findByToken(token);
    // A link that names no search is refused in the API's one error shape (JSON), as every refusal is.
    if (!search) throw new NotFound(ALERT_MESSAGES.unsubscribeNotFound);
    void response.type('text/html; charset=utf-8');
    return page(
      'Unsubscribe',
      `<p>Stop the e-mails of your saved search "${escapeHtml(search.name)}"? You still see its matches in ` +
        'your notifications.</p>' +
        // text/plain: the API parses no form bodies, and the button sends nothing but the request.
        '<form method="post" enctype="text/plain"><button type="submit" style="padding:10px 18px">' +
        'Turn off these e-mails</button></form>',
    );
  }

  @Public()
  @Post('unsubscribe/:token')
  @ApiOkResponse({ description: 'HTML: the search sends no more e-mails' })
  async unsubscribe(
    @Param('token') token: string,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<string> {
    if (!(await this.searches.unsubscribe(token))) throw new NotFound(ALERT_MESSAGES.unsubscribeNotFound);
    void response.status(200).type('text/html; charset=utf-8');
    return page('Unsubscribed', `<p>${escapeHtml(ALERT_MESSAGES.unsubscribed)}</p>`);
  }
}
