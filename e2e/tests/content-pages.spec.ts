// The site's own pages for people who have a question: the FAQ, the privacy policy and the articles read as pages
// of a used-car marketplace, and the contact form reaches the admins: a visitor's message is acknowledged by mail
// (read from MailDev, in our words only), listed in the admin console and marked handled there. At both sizes.
import { expect, test, type Page } from '@playwright/test';
import { E2E_PORTS } from '../ports';
import { BOTH_SIZES, chooseOption, DEMO, signIn, uniqueEmail, screenshotForPeople } from '../session';

const INBOX_API = `http://127.0.0.1:${E2E_PORTS.mailInbox}/api/email`;

interface CaughtMail {
  subject: string;
  text: string;
  html: string;
  to: { address: string }[];
}

/** The mails MailDev caught for `address` with `subject`, once one has arrived. */
async function mailTo(address: string, subject: string): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(async () => {
      const all = (await (await fetch(INBOX_API)).json()) as CaughtMail[];
      found = all.find((mail) => mail.subject === subject && mail.to.some((to) => to.address === address));
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

/** Nothing on the page is wider than the screen (no sideways scrolling on a phone). */
async function expectNoSidewaysScroll(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const [size, viewport] of BOTH_SIZES) {
  test.describe(`on ${size}`, () => {
    test.use({ viewport });

    test('the FAQ, the privacy policy and the articles answer a buyer and a seller', async ({ page }) => {
      // Rendered on the server: the answers are in the page as it arrives, for search engines and slow phones.
      const served = await (await page.request.get('/faq')).text();
      expect(served).toContain('Can I get a refund?');
      expect(served).toContain('Never pay outside the site');

      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
      await expect(page).toHaveURL(/\/faq$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
      for (const part of ['Buying a car', 'Selling a car', 'Payment', 'Safety']) {
        await expect(page.getByRole('heading', { level: 2, name: part })).toBeVisible();
      }
      const refund = page.getByText('Can I get a refund?');
      await refund.scrollIntoViewIfNeeded();
      await refund.click();
      await expect(
        page.getByText('You can cancel a booking at no cost as long as it is unpaid.'),
      ).toBeVisible();
      await page.getByText('A seller asks me to pay another way. What should I do?').click();
      await expect(page.getByText('Never pay outside the site')).toBeVisible();
      await expectNoSidewaysScroll(page, viewport.width);
      await screenshotForPeople(page, 'faq.png', { fullPage: true });

      await page.getByText('What should I check before I pay?').click();
      await page.getByRole('link', { name: 'how to inspect a used car before you pay' }).click();
      await expect(page).toHaveURL(/\/blogs#inspect$/);
      await expect(page.getByRole('article')).toHaveCount(4);
      await expect(
        page.getByRole('heading', { level: 2, name: 'How to inspect a used car before you pay' }),
      ).toBeInViewport();
      await page
        .getByRole('navigation', { name: 'Articles' })
        .getByRole('link', { name: /Paperwork/ })
        .click();
      await expect(
        page.getByRole('heading', { level: 2, name: 'Paperwork when a car changes hands' }),
      ).toBeInViewport();
      await expect(page.getByText(/JavaScript|React/)).toHaveCount(0);
      await expectNoSidewaysScroll(page, viewport.width);
      await screenshotForPeople(page, 'blogs.png', { fullPage: true });

      await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
      for (const section of ['What we keep', 'Cookies and your browser', 'Who else sees it']) {
        await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
      }
      await expect(
        page.getByText('your card number goes straight to Stripe', { exact: false }),
      ).toBeVisible();
      await expect(page.getByText('used_access_token')).toBeVisible();
      await expectNoSidewaysScroll(page, viewport.width);
      await screenshotForPeople(page, 'privacy.png', { fullPage: true });
    });

    test('a visitor writes to the admins, is mailed a receipt, and an admin marks the message handled', async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const stamp = Date.now();
      const name = `Vera Visitor ${stamp}`;
      const email = uniqueEmail('contact');
      const words = `Can I see the blue Axio on Saturday? Ref ${stamp}`;

      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
      await expect(page).toHaveURL(/\/contact-us$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
      // Nothing goes out until every field is right.
      await page.getByRole('button', { name: 'Send message' }).click();
      await expect(page.getByText('Please enter your name.')).toBeVisible();
      await expect(page.getByText('Choose what your message is about.')).toBeVisible();

      await page.getByLabel('Your name').fill(name);
      await page.getByLabel('Email').fill(email);
      await chooseOption(page, 'Topic', 'Buying a car');
      await page.getByLabel('Message').fill(words);
      await expectNoSidewaysScroll(page, viewport.width);
      await screenshotForPeople(page, 'contact-form.png', { fullPage: true });
      await page.getByRole('button', { name: 'Send message' }).click();
      await expect(page.getByRole('status')).toContainText('Your message reached our team');

      const mail = await mailTo(email, 'We received your message');
      expect(mail.text).toContain('Thank you for writing to us about "Buying a car".');
      // Our words only: neither the visitor's name nor their message goes to the address they typed.
      expect(mail.text).not.toContain('Axio');
      expect(mail.html).not.toContain('Axio');
      expect(mail.text).not.toContain('Vera');

      await signIn(page, DEMO.admin);
      await page.goto('/admin/dashboard');
      await page
        .getByRole('navigation', { name: 'Admin menu' })
        .getByRole('link', { name: 'Contact Messages' })
        .click();
      await expect(page).toHaveURL(/\/admin\/contact-messages$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Contact Messages' })).toBeVisible();
      const row = page.getByRole('row', { name: new RegExp(name) });
      await expect(row).toBeVisible();
      await expect(row.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
      if (viewport.width < 768) {
        // On a phone the topic and the message fold into the row's own line.
        await row.getByRole('button', { name: /expand row/i }).click();
      }
      await expect(page.getByText(words)).toBeVisible();
      await expectNoSidewaysScroll(page, viewport.width);
      await screenshotForPeople(page, 'admin-open.png', { fullPage: true });

      await row.getByRole('button', { name: `Mark the message from ${name} handled` }).click();
      await expect(page.getByText('Marked as handled.')).toBeVisible();
      await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);

      await page.getByText('Handled', { exact: true }).click();
      await expect(page).toHaveURL(/status=handled/);
      const handled = page.getByRole('row', { name: new RegExp(name) });
      await expect(handled).toContainText('Handled by');
      await screenshotForPeople(page, 'admin-handled.png', { fullPage: true });

      await page
        .getByRole('navigation', { name: 'Admin menu' })
        .getByRole('link', { name: 'Audit Log' })
        .click();
      await expect(
        page.getByRole('row', { name: new RegExp(`Handled a contact message.*${name}`) }),
      ).toBeVisible();
    });
  });
}
