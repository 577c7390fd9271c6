// The admins' actions on reported conversations: dismiss, warn, suspend or delete the reported account. Each is
// an admin's alone, happens once per report whatever two admins do at the same moment, and is in the audit log.
// Reporting alone does nothing to the reported account.
import request from 'supertest';
import { IsNull } from 'typeorm';
import type { ApiErrorBody, ConversationReportItem, ConversationSummary } from '@usedcars/contract/types';
import { CONVERSATION_REPORT_ADMIN_MESSAGES } from '@usedcars/contract/conversation-messages';
import { ACCOUNT_SUSPENDED_MESSAGE, LOGIN_MESSAGES } from '@usedcars/contract/messages';
import { AuditLogEntry } from '../src/audit';
import { Product } from '../src/catalog';
import { ConversationReport } from '../src/conversations';
import { OutboxMail } from '../src/mail';
import { Notification } from '../src/notifications';
import { User } from '../src/users';
import { bearer, DEMO, login, signup, readNotifications } from './auth-helpers';
import { createTestApp, type TestApp } from './create-test-app';
import { cloneListing } from './listing-fixtures';

const PASSWORD = 'Secret#1';

describe('reported conversations: what admins do about them', () => {
  let testApp: TestApp;
  let car: Product;
  let admin: { token: string; id: string };
  let seller: { token: string; id: string };
  const http = () => request(testApp.http);
  const users = () => testApp.dataSource.getRepository(User);
  const auditOf = (targetId: string) =>
    testApp.dataSource
      .getRepository(AuditLogEntry)
      .find({ where: { targetId }, order: { createdAt: 'ASC', id: 'ASC' } });

  /** A fresh buyer writes `text` to the demo seller about `car`, and the seller reports it. */
  const reportedBuyer = async (text: string, displayName = 'Rex Reported') => {
    const buyer = await signup(testApp.http, { displayName, password: PASSWORD });
    const conversation = (
      await http()
        .post('/api/conversations')
        .set(...bearer(buyer.token))
        .send({ productID: car.id, text })
        .expect(201)
    ).body as ConversationSummary;
    await http()
      .post(`/api/conversations/${conversation._id}/report`)
      .set(...bearer(seller.token))
      .send({ reason: 'scam' })
      .expect(201);
    const report = await testApp.dataSource
      .getRepository(ConversationReport)
      .findOneByOrFail({ conversationId: conversation._id });
    return { buyer, conversation, reportId: report.id };
  };
  const listReports = async (status?: 'open' | 'handled') =>
    (
      await http()
        .get(`/api/conversation-reports${status ? `?status=${status}` : ''}`)
        .set(...bearer(admin.token))
        .expect(200)
    ).body as ConversationReportItem[];
  const act = (token: string, reportId: string, action: string) =>
    http()
      .patch(`/api/conversation-reports/${reportId}`)
      .set(...bearer(token))
      .send({ action });
  const notificationsOf = (userId: string) =>
    testApp.dataSource.getRepository(Notification).findBy({ userId });
  const mailsTo = (recipient: string, kind: string) =>
    testApp.dataSource.getRepository(OutboxMail).findBy({ recipient, kind });

  beforeAll(async () => {
    testApp = await createTestApp();
    const adminSession = await login(testApp.http, DEMO.admin);
    admin = { token: adminSession.token, id: adminSession.user._id };
    const sellerSession = await login(testApp.http, DEMO.seller);
    seller = { token: sellerSession.token, id: sellerSession.user._id };
    car = await testApp.dataSource.getRepository(Product).findOneOrFail({
      where: {
        sold: false,
        takenDownAt: IsNull(),
        deletedAt: IsNull(),
        heldForReviewAt: IsNull(),
        author: { email: DEMO.seller },
      },
    });
  }, 180_000);

  afterAll(async () => {
    await testApp?.close();
  });

  it('is for admins only, and refuses an unknown action or report with a clear message', async () => {
    const { reportId, buyer } = await reportedBuyer('Pay me first, by gift card');
    for (const token of [seller.token, buyer.token]) {
      await http()
        .get('/api/conversation-reports')
        .set(...bearer(token))
        .expect(403);
      await act(token, reportId, 'suspend').expect(403);
    }
    await http().patch(`/api/conversation-reports/${reportId}`).send({ action: 'dismiss' }).expect(401);
    expect((await users().findOneByOrFail({ id: buyer.user._id })).suspendedAt).toBeNull();

    const bad = (await act(admin.token, reportId, 'ban').expect(400)).body as ApiErrorBody;
    expect(bad.errors).toEqual([{ field: 'action', message: CONVERSATION_REPORT_ADMIN_MESSAGES.action }]);
    const unknown = (await act(admin.token, 'not-an-id', 'dismiss').expect(404)).body as ApiErrorBody;
    expect(unknown.message).toBe(CONVERSATION_REPORT_ADMIN_MESSAGES.notFound);
    await http()
      .get('/api/conversation-reports?status=closed')
      .set(...bearer(admin.token))
      .expect(400);
  });

  it('dismisses a report once: the second admin is told it was handled, and nothing is done twice', async () => {
    const { reportId, buyer } = await reportedBuyer('Just asking about the mileage');
    await act(admin.token, reportId, 'dismiss').expect(200);

    const again = (await act(admin.token, reportId, 'suspend').expect(409)).body as ApiErrorBody;
    expect(again.message).toBe(CONVERSATION_REPORT_ADMIN_MESSAGES.alreadyHandled);
    expect((await users().findOneByOrFail({ id: buyer.user._id })).suspendedAt).toBeNull();

    const entries = await auditOf(reportId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorId: admin.id, action: 'conversation-report.dismiss' });
    expect(JSON.parse(entries[0]!.valuesBefore!)).toEqual({ status: 'open', reason: 'scam' });
    expect(JSON.parse(entries[0]!.valuesAfter!)).toEqual({ status: 'dismissed' });
    expect(await auditOf(buyer.user._id)).toEqual([]);

    expect((await listReports()).map((item) => item._id)).not.toContain(reportId);
    const handled = (await listReports('handled')).find((item) => item._id === reportId);
    expect(handled?.resolution).toMatchObject({
      action: 'dismissed',
      by: { displayName: expect.any(String) },
    });
    expect(await notificationsOf(buyer.user._id)).toEqual([]);
  });

  it('warns the reported account in the app and by mail, without naming the reporter; the reporter gets nothing', async () => {
    const { reportId, buyer, conversation } = await reportedBuyer('Wire the deposit to my cousin');
    const sellerNotices = seller.id;
    const sellerNoticesBefore = (await notificationsOf(sellerNotices)).length;

    await act(admin.token, reportId, 'warn').expect(200);
    await act(admin.token, reportId, 'warn').expect(409);

    const seen = await readNotifications(testApp.http, buyer.token);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      kind: 'account-warning',
      title: "A warning from the site's admins",
      link: `/messages/${conversation._id}`,
      read: false,
    });
    expect(seen[0]!.text).toContain(car.name);
    expect(seen[0]!.text).not.toContain(DEMO.seller);
    const mails = await mailsTo(buyer.user.email, 'account-warning');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).not.toContain(DEMO.seller);
    expect(await notificationsOf(sellerNotices)).toHaveLength(sellerNoticesBefore);

    const stored = await users().findOneByOrFail({ id: buyer.user._id });
    expect(stored.warningCount).toBe(1);
    expect(stored.suspendedAt).toBeNull();
    const [entry, ...more] = await auditOf(buyer.user._id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ actorId: admin.id, action: 'user.warn', targetType: 'user' });
    expect(JSON.parse(entry!.valuesBefore!)).toEqual({ warnings: 0 });
    expect(JSON.parse(entry!.valuesAfter!)).toEqual({
      warnings: 1,
      conversationReport: reportId,
      reason: 'scam',
    });

    // The review shows the warning beside the account.
    const item = (await listReports('handled')).find((each) => each._id === reportId);
    expect(item).toMatchObject({ resolution: { action: 'warned' }, reported: { warnings: 1 } });
  });

  it('suspends the reported account: its session and sign-in are refused with a clear message until lifted', async () => {
    const { reportId, buyer } = await reportedBuyer('Send a code to prove you are real', 'Sam Suspended');
    await http()
      .get('/api/auth/me')
      .set(...bearer(buyer.token))
      .expect(200);

    await act(admin.token, reportId, 'suspend').expect(200);

    const session = (
      await http()
        .get('/api/auth/me')
        .set(...bearer(buyer.token))
        .expect(401)
    ).body as ApiErrorBody;
    expect(session.message).toBe(ACCOUNT_SUSPENDED_MESSAGE);
    await http()
      .post('/api/conversations')
      .set(...bearer(buyer.token))
      .send({ productID: car.id, text: 'Still here' })
      .expect(401);
    await http()
      .patch('/api/users/me')
      .set(...bearer(buyer.token))
      .send({ displayName: 'Sam Sneaky' })
      .expect(401);
    expect((await users().findOneByOrFail({ id: buyer.user._id })).displayName).toBe('Sam Suspended');
    // Public pages still answer, as to anyone.
    await http()
      .get('/api/categories')
      .set(...bearer(buyer.token))
      .expect(200);

    const signIn = (password: string) =>
      http().post('/api/auth/login').send({ email: buyer.user.email, password });
    const refused = (await signIn(PASSWORD).expect(403)).body as ApiErrorBody;
    expect(refused.message).toBe(ACCOUNT_SUSPENDED_MESSAGE);
    // A wrong password learns nothing of the suspension.
    const wrong = (await signIn('Wrong#pass1').expect(401)).body as ApiErrorBody;
    expect(wrong.message).toBe(LOGIN_MESSAGES.wrongEmailOrPassword);

    expect(await mailsTo(buyer.user.email, 'account-suspended')).toHaveLength(1);
    const [entry] = await auditOf(buyer.user._id);
    expect(entry).toMatchObject({ actorId: admin.id, action: 'user.suspend' });
    expect(JSON.parse(entry!.valuesBefore!)).toEqual({ suspended: false });
    expect(JSON.parse(entry!.valuesAfter!)).toMatchObject({ suspended: true, conversationReport: reportId });

    const listed = (await listReports('handled')).find((item) => item._id === reportId);
    expect(listed).toMatchObject({ resolution: { action: 'suspended' }, reported: { suspended: true } });

    // All Users lifts it; the account signs in again.
    await http()
      .put(`/api/all-users/${buyer.user._id}/suspension`)
      .set(...bearer(seller.token))
      .send({ suspended: false })
      .expect(403);
    await http()
      .put(`/api/all-users/${buyer.user._id}/suspension`)
      .set(...bearer(admin.token))
      .send({ suspended: false })
      .expect(200);
    await signIn(PASSWORD).expect(200);
    const entries = await auditOf(buyer.user._id);
    expect(entries.map((each) => each.action)).toEqual(['user.suspend', 'user.unsuspend']);
  });

  it('deletes the reported account as All Users does, once', async () => {
    const { reportId, buyer } = await reportedBuyer('I only take cash in a parking lot');
    await act(admin.token, reportId, 'delete').expect(200);
    await act(admin.token, reportId, 'delete').expect(409);

    const stored = await users().findOneByOrFail({ id: buyer.user._id });
    expect(stored.deletedAt).not.toBeNull();
    await http().post('/api/auth/login').send({ email: buyer.user.email, password: PASSWORD }).expect(401);
    const entries = await auditOf(buyer.user._id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorId: admin.id, action: 'user.delete', valuesAfter: null });

    // A later report about an account already deleted: only dismiss is left, the others say why.
    const { reportId: later, buyer: other } = await reportedBuyer('Hello');
    await users().update({ id: other.user._id }, { deletedAt: new Date() });
    const gone = (await act(admin.token, later, 'warn').expect(409)).body as ApiErrorBody;
    expect(gone.message).toBe(CONVERSATION_REPORT_ADMIN_MESSAGES.accountGone);
    await act(admin.token, later, 'dismiss').expect(200);
  });

  it('acts once when two admins act on one report at the same moment', async () => {
    const second = await signup(testApp.http, { displayName: 'Second Admin' });
    await users().update({ id: second.user._id }, { role: 'Admin' });
    const { reportId, buyer } = await reportedBuyer('Race me');

    const answers = await Promise.all([
      act(admin.token, reportId, 'warn'),
      act(second.token, reportId, 'suspend'),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const stored = await users().findOneByOrFail({ id: buyer.user._id });
    const warned = stored.warningCount === 1;
    expect(warned).toBe(stored.suspendedAt === null);
    expect(await auditOf(buyer.user._id)).toHaveLength(1);
    expect(await notificationsOf(buyer.user._id)).toHaveLength(warned ? 1 : 0);
  });

  it('refuses to warn, suspend or delete an admin account from a report', async () => {
    const { reportId } = await reportedBuyer('Admin asking');
    const report = await testApp.dataSource.getRepository(ConversationReport).findOneOrFail({
      where: { id: reportId },
      relations: { conversation: true },
    });
    await users().update({ id: report.conversation.buyerId }, { role: 'Admin' });
    for (const action of ['warn', 'suspend', 'delete']) {
      const refused = (await act(admin.token, reportId, action).expect(403)).body as ApiErrorBody;
      expect(refused.message).toBe(CONVERSATION_REPORT_ADMIN_MESSAGES.adminAccount);
    }
  });

  it('does nothing to a reported account by itself, however many reports one account makes, and shows the counts', async () => {
    const serialReporter = await signup(testApp.http, { displayName: 'Serial Reporter' });
    const targets = await Promise.all(
      [1, 2, 3].map((n) => signup(testApp.http, { displayName: `Target ${n}`, role: 'Seller' })),
    );
    // The reporter asks each target about a car of theirs: each conversation is the reporter's to report.
    for (const target of targets) {
      const targetCar = await cloneListing(testApp, target.user._id);
      const conversation = (
        await http()
          .post('/api/conversations')
          .set(...bearer(serialReporter.token))
          .send({ productID: targetCar.id, text: `Hello ${target.user.displayName}` })
          .expect(201)
      ).body as ConversationSummary;
      await http()
        .post(`/api/conversations/${conversation._id}/report`)
        .set(...bearer(serialReporter.token))
        .send({ reason: 'abuse' })
        .expect(201);
    }

    for (const target of targets) {
      const stored = await users().findOneByOrFail({ id: target.user._id });
      expect(stored).toMatchObject({ suspendedAt: null, deletedAt: null, warningCount: 0 });
      expect(await notificationsOf(target.user._id)).toEqual([]);
      // The sign-up's address check and the reporter's message only.
      const mails = await testApp.dataSource.getRepository(OutboxMail).findBy({ recipient: stored.email });
      expect(mails.map((mail) => mail.kind).sort()).toEqual(['conversation-message', 'verify-email']);
    }
    const items = (await listReports()).filter((item) => item.reporter.uid === serialReporter.user._id);
    expect(items).toHaveLength(3);
    for (const item of items) {
      expect(item.reporter).toMatchObject({
        displayName: 'Serial Reporter',
        reportsMade: 3,
        reportsAgainst: 0,
      });
      expect(item.reported).toMatchObject({ reportsMade: 0, reportsAgainst: 1, suspended: false });
      expect(item.messageCount).toBe(1);
      expect(item.messages).toEqual([expect.objectContaining({ fromReporter: true })]);
    }
  });
});
