// /faq: how buying, selling, paying and staying safe work on the site, as the product does them today. Plain HTML:
// a heading per part and a details/summary per question, so every answer is in the page (and its server render)
// and opens with the keyboard.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageTitle } from '@usedcars/shared-ui/components/PageTitle';

interface Question {
  id: string;
  question: string;
  answer: ReactNode;
}

interface Part {
  id: string;
  title: string;
  questions: Question[];
}

const PARTS: Part[] = [
  {
    id: 'buying',
    title: 'Buying a car',
    questions: [
      {
        id: 'find',
        question: 'How do I find the right car?',
        answer: (
          <>
            <p>
              Open <Link to="/cars">Cars</Link> and search by name, or narrow the list by category, brand,
              model, price, year, mileage, fuel, transmission and location. Each car&apos;s page shows its
              photos, its facts and how its price compares with similar cars, in a badge such as &quot;Great
              price&quot;.
            </p>
            <p>
              Signed in, you can keep cars on your wish list (the heart), compare up to three side by side,
              and save a search: we tell you when a new car matches it, and when a car on your wish list gets
              cheaper.
            </p>
          </>
        ),
      },
      {
        id: 'ask',
        question: 'Can I ask the seller a question first?',
        answer: (
          <p>
            Yes. Sign in and press &quot;Message seller&quot; on the car&apos;s page. Your conversation stays
            on the site: the seller sees your name, never your e-mail address or phone number.
          </p>
        ),
      },
      {
        id: 'book',
        question: 'How does booking work?',
        answer: (
          <>
            <p>
              Sign in and press Book on the car. Give your mobile number and a meeting place where you would
              like to see the car. The seller sees your booking under Bookings, with your number and the
              meeting place, and you see theirs under My Orders.
            </p>
            <p>
              A booking is not a purchase yet: several buyers may book the same car, and the first whose card
              payment completes buys it. You can cancel an unpaid booking from My Orders at any time.
            </p>
          </>
        ),
      },
      {
        id: 'pay',
        question: 'When and how do I pay?',
        answer: (
          <p>
            Under My Orders, press Pay on your booking and pay by card on the site. We recommend meeting the
            seller and inspecting the car before you pay: until a payment completes the car is still for sale,
            so another buyer who pays first buys it.
          </p>
        ),
      },
      {
        id: 'after',
        question: 'What happens after I pay?',
        answer: (
          <p>
            The car is marked sold and leaves the lists, you and the seller each get a mail about the sale,
            and My Orders shows it as paid. Meet the seller at the agreed place to collect the car and its
            papers (see our article on <Link to="/blogs#paperwork">paperwork when a car changes hands</Link>).
            Other buyers who booked it see it as sold, and their cards are not charged.
          </p>
        ),
      },
    ],
  },
  {
    id: 'selling',
    title: 'Selling a car',
    questions: [
      {
        id: 'list',
        question: 'How do I list my car?',
        answer: (
          <p>
            Sign up as a seller, open Dashboard from your account menu and choose Add Product. Give the
            car&apos;s brand, model, model year, mileage, fuel, transmission, condition, location and price,
            your mobile number and a description, and add photos. You can edit the listing until it is sold.
          </p>
        ),
      },
      {
        id: 'photos',
        question: 'What photos can I add?',
        answer: (
          <p>
            Up to 12 photos per car, each a JPEG, PNG or WebP image of at most 5 MB. The first photo is the
            cover that lists show; reorder them with Move earlier and Move later. Clear daylight photos of the
            outside, the inside, the dashboard with the mileage and any damage sell a car faster.
          </p>
        ),
      },
      {
        id: 'advertise',
        question: 'What does advertising a car do?',
        answer: (
          <p>
            Under All Products you can advertise any of your unsold cars. Advertised cars appear on the home
            page and on the Advertised page. It costs nothing, and you can stop advertising at any time.
          </p>
        ),
      },
      {
        id: 'verification',
        question: 'What is a verified seller?',
        answer: (
          <p>
            Our admins verify sellers, and a verified seller&apos;s cars show a &quot;Verified seller&quot;
            badge. To ask for verification, <Link to="/contact-us">contact us</Link> with the topic
            &quot;Selling a car&quot;.
          </p>
        ),
      },
      {
        id: 'sold',
        question: 'How do I know a buyer has paid?',
        answer: (
          <p>
            Your Bookings page shows who booked each car, where they want to meet and whether they paid, and
            we mail you when a car of yours is sold. Hand the car over only once Bookings shows it as paid.
          </p>
        ),
      },
    ],
  },
  {
    id: 'payment',
    title: 'Payment',
    questions: [
      {
        id: 'card',
        question: 'Which ways to pay are there?',
        answer: (
          <p>
            Payment is by card, on the site, through our payment provider Stripe. You pay the price recorded
            when you booked, even if the seller changes the price later. Your card number goes straight to
            Stripe: we never see or store it.
          </p>
        ),
      },
      {
        id: 'first-payer',
        question: 'What if someone else pays for the same car first?',
        answer: (
          <p>
            Then they buy it, and your card is not charged: the amount your bank held for it is released, and
            My Orders shows the car as sold. How soon the held amount shows as available again depends on your
            bank.
          </p>
        ),
      },
      {
        id: 'refund',
        question: 'Can I get a refund?',
        answer: (
          <p>
            You can cancel a booking at no cost as long as it is unpaid. A completed payment cannot be
            refunded from your account on the site, which is why we ask you to see the car before you pay. If
            something went wrong with a paid car, <Link to="/contact-us">contact us</Link> with the topic
            &quot;Payments&quot; and our team will look into it.
          </p>
        ),
      },
    ],
  },
  {
    id: 'safety',
    title: 'Safety',
    questions: [
      {
        id: 'meet',
        question: 'How do I meet a buyer or seller safely?',
        answer: (
          <p>
            Meet in a busy public place in daylight, such as a petrol station or a shopping centre car park,
            and bring someone along if you can. Tell a friend where you are going. Never go alone to a remote
            address.
          </p>
        ),
      },
      {
        id: 'inspect',
        question: 'What should I check before I pay?',
        answer: (
          <p>
            Look at the car in daylight, take a test drive, and compare the VIN on the car with the papers and
            the listing. Have a mechanic you trust look at it if you can. Our article{' '}
            <Link to="/blogs#inspect">how to inspect a used car before you pay</Link> has a checklist.
          </p>
        ),
      },
      {
        id: 'outside',
        question: 'A seller asks me to pay another way. What should I do?',
        answer: (
          <p>
            Never pay outside the site: no bank transfer, gift card, crypto or deposit to &quot;hold&quot; a
            car. Only a payment on the site is recorded and protects both sides. Someone who asks for another
            way is most likely a scammer: report them.
          </p>
        ),
      },
      {
        id: 'report',
        question: 'How do I report a suspicious listing or message?',
        answer: (
          <p>
            Signed in, press &quot;Report this listing&quot; on the car&apos;s page and choose a reason. In
            Messages you can report a conversation and block the other person, which stops them from reaching
            you. Our admins review every report and can take a listing down or suspend an account. For
            anything else, <Link to="/contact-us">contact us</Link>.
          </p>
        ),
      },
    ],
  },
];

export function FaqPage() {
  return (
    <article className="app-page app-prose" aria-labelledby="faq-title">
      <PageTitle>FAQ</PageTitle>
      <h1 id="faq-title">Frequently asked questions</h1>
      <p>
        How buying, selling and paying for a car work on UsedCars, and how to stay safe. Cannot find your
        answer? <Link to="/contact-us">Contact us</Link>.
      </p>
      <nav aria-label="FAQ topics" className="app-prose-toc">
        <ul>
          {PARTS.map((part) => (
            <li key={part.id}>
              <a href={`#${part.id}`}>{part.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      {PARTS.map((part) => (
        <section key={part.id} id={part.id} aria-labelledby={`${part.id}-title`}>
          <h2 id={`${part.id}-title`}>{part.title}</h2>
          {part.questions.map((question) => (
            <details key={question.id} id={`${part.id}-${question.id}`} className="app-faq-item">
              <summary>{question.question}</summary>
              {question.answer}
            </details>
          ))}
        </section>
      ))}
    </article>
  );
}
