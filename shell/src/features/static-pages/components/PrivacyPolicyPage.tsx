// /privacy-policy: what the site keeps about people and whom it tells, as the product does it (the API's tables,
// its mails and the services it calls). A change to what is stored or sent changes this page too.
import { Link } from 'react-router-dom';
import { PageTitle } from '@usedcars/shared-ui/components/PageTitle';

export function PrivacyPolicyPage() {
  return (
    <article className="app-page app-prose" aria-labelledby="privacy-title">
      <PageTitle>Privacy policy</PageTitle>
      <h1 id="privacy-title">Privacy policy</h1>
      <p>
        This page says, in plain words, what UsedCars keeps about you, why, who else sees it, how long we keep
        it and how to close your account. We do not sell your data, and we show no advertising from others.
      </p>

      <section aria-labelledby="privacy-stored">
        <h2 id="privacy-stored">What we keep</h2>
        <ul>
          <li>
            <strong>Your account</strong>: your name, your e-mail address, whether you confirmed it, whether
            you buy or sell, and your profile photo if you add one. Your password is kept only as a one-way
            hash: nobody at UsedCars can read it. Links we mail to confirm your address or set a new password
            are kept only as a fingerprint of the link.
          </li>
          <li>
            <strong>Continue With Google</strong>: Google tells us your name, your e-mail address, whether
            Google confirmed it, and the address of your profile picture. We never get your Google password.
          </li>
          <li>
            <strong>Listings</strong>: the car&apos;s details, its price and price changes, its photos, its
            location and the seller&apos;s mobile number. Photos are stored as resized copies; the hidden data
            cameras add, such as where a photo was taken, is not kept.
          </li>
          <li>
            <strong>Bookings and payments</strong>: who booked which car, your name, e-mail address and mobile
            number, the meeting place, the price, and the state of the payment. Card payments are handled by
            Stripe: your card number goes straight to Stripe, and we never see or store it. We keep
            Stripe&apos;s reference of the payment and whether it succeeded.
          </li>
          <li>
            <strong>Your activity on the site</strong>: your wish list, saved searches and their e-mail
            setting, messages between buyers and sellers, the people you blocked, reports of listings or
            conversations you made, and your notifications.
          </li>
          <li>
            <strong>Contact messages</strong>: what you send through the{' '}
            <Link to="/contact-us">contact form</Link>: your name, e-mail address, the topic and your message,
            and your account if you were signed in.
          </li>
          <li>
            <strong>Mails we send</strong>: a copy of each mail (receipts, notices, alerts, confirmations), to
            whom and when it was sent.
          </li>
          <li>
            <strong>Admin decisions</strong>: when an admin verifies, warns, suspends or closes an account,
            takes a listing down or handles a report or a contact message, we record who did what and when.
          </li>
          <li>
            <strong>Technical records</strong>: our servers log each request (the address asked for and the
            answer) to keep the site working and secure; the logs never hold passwords or session cookies. To
            stop abuse, we count requests per network address and per e-mail address for up to an hour.
          </li>
        </ul>
      </section>

      <section aria-labelledby="privacy-cookies">
        <h2 id="privacy-cookies">Cookies and your browser</h2>
        <p>
          When you sign in, we set two cookies that keep you signed in: <code>used_access_token</code>, which
          scripts on the page cannot read, and <code>used_csrf</code>, which proves that a request came from
          our own pages. Both end when you log out or when your session expires. The cars you pick to compare
          stay in your own browser. We use no advertising or tracking cookies.
        </p>
      </section>

      <section aria-labelledby="privacy-shared">
        <h2 id="privacy-shared">Who else sees it</h2>
        <ul>
          <li>
            <strong>Other users</strong> see your name on your listings and in your messages, never your
            e-mail address. When you book a car, you and its seller see each other&apos;s mobile number and
            the meeting place; nobody else does.
          </li>
          <li>
            <strong>Our admins</strong> see accounts, listings, reports and contact messages, to run the
            marketplace and keep it safe.
          </li>
          <li>
            <strong>Stripe</strong> receives your card details and the amount of each payment, to process it.
          </li>
          <li>
            <strong>Our e-mail provider</strong> receives your e-mail address and the content of the mails we
            send you, to deliver them.
          </li>
          <li>
            <strong>Google</strong>, only if you choose Continue With Google, to sign you in.
          </li>
        </ul>
      </section>

      <section aria-labelledby="privacy-mail">
        <h2 id="privacy-mail">The mails we send</h2>
        <p>
          We mail you about your own account, bookings, payments and sales, messages from other users, and the
          alerts you asked for. Until you confirm your address, we send it only the link that confirms it,
          links to set a password, and the receipt of a contact message. Each saved-search mail has a link to
          turn that search&apos;s mails off, and price-drop mails stop when you take the car off your wish
          list.
        </p>
      </section>

      <section aria-labelledby="privacy-retention">
        <h2 id="privacy-retention">How long we keep it, and closing your account</h2>
        <p>
          We keep your data while your account is open. To close your account, write to us through the{' '}
          <Link to="/contact-us">contact form</Link> while signed in, with the topic &quot;My account and
          privacy&quot;, and an admin closes it. A closed account cannot sign in again: its e-mail address,
          password and profile photo are removed, its sessions end, and its listings leave the site.
        </p>
        <p>
          Some records stay after that, because they belong to other people too or are the records of a sale:
          past bookings and payments, the messages you exchanged (still readable by the other person),
          reports, and the admins&apos; records. Contact messages and copies of mails are kept as the record
          of our correspondence.
        </p>
        <p>
          You can change your name, photo and password at any time on your profile. For a copy of your data,
          or any question about this policy, <Link to="/contact-us">contact us</Link>.
        </p>
      </section>
    </article>
  );
}
