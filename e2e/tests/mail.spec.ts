// E-mail as people get it: the product sends through MailDev (the local SMTP stand-in `npm start` runs), and these
// tests read what arrived from MailDev's REST API, then follow the links in a real browser.
import { expect, test } from '@playwright/test';
import { E2E_PORTS } from '../ports';
import { apiSignup, signIn, SIGNUP_PASSWORD } from '../session';

const INBOX_API = `http://127.0.0.1:${E2E_PORTS.mailInbox}/api/email`;

interface CaughtMail {
  subject: string;
  text: string;
  to: { address: string }[];
}

/** The first mail MailDev caught for `address`, once it has arrived. */
async function firstMailTo(address: string): Promise<CaughtMail> {
  let first: CaughtMail | undefined;
  await expect
    .poll(async () => {
      const all = (await (await fetch(INBOX_API)).json()) as CaughtMail[];
      first = all.find((mail) => mail.to.some((to) => to.address === address));
      return first !== undefined;
    })
    .toBe(true);
  return first as CaughtMail;
}

test('a new account confirms its address from the mail it was sent', async ({ page, request }) => {
  const { email } = await apiSignup(request, 'Mina Mail', 'Buyer');
  await signIn(page, email, SIGNUP_PASSWORD);
  await page.goto('/profile');
  await expect(page.getByText('Not confirmed')).toBeVisible();
  await expect(
    page.getByText(`Please confirm your e-mail address: we sent a link to ${email}.`),
  ).toBeVisible();

  // A second link within the minute is refused, in words.
  await page.getByRole('button', { name: 'Send the link again' }).click();
  await expect(page.getByText('We sent you a link a moment ago.', { exact: false })).toBeVisible();

  const mail = await firstMailTo(email);
  expect(mail.subject).toBe('Confirm your e-mail address');
  const link = /(http:\/\/\S+\/verify-email\?token=[\w-]+)/.exec(mail.text)?.[1];
  expect(link).toBeTruthy();

  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Address confirmed' })).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();

  // The link works once.
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'This link did not work' })).toBeVisible();
});
