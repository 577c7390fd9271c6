// The articles of /blogs: advice for people buying and selling a used car. Plain data so the page stays a simple
// list; each article's id is its anchor (/blogs#inspect), which the FAQ links to.
export interface Article {
  id: string;
  title: string;
  /** One line under the title: who it is for. */
  summary: string;
  paragraphs: string[];
  /** A short checklist at the end, when the article has one. */
  checklist?: string[];
}

export const ARTICLES: Article[] = [
  {
    id: 'inspect',
    title: 'How to inspect a used car before you pay',
    summary: 'For buyers: twenty minutes that can save you from an expensive mistake.',
    paragraphs: [
      'See the car in daylight and when it is dry: rain and dusk hide scratches, dents and mismatched paint. Walk around it and look along each side for ripples that suggest bodywork, and check that the gaps between the doors, bonnet and boot are even.',
      'Ask the seller not to start the engine before you arrive. A cold start tells you most: listen for knocking or rattling, and watch the exhaust for blue smoke (burning oil) or thick white smoke that does not clear (a possible head gasket problem). Check the oil and coolant levels and colour.',
      'Inside, the wear on the steering wheel, pedals and driver seat should match the mileage. Turn on every light, the air conditioning, the windows and the infotainment, and make sure no warning lights stay on after the engine starts.',
      'Take a test drive of at least fifteen minutes on different roads. The car should pull straight, brake without shaking or pulling, and change gear smoothly. Listen for clunks over bumps and whines that rise with speed.',
      'Finally, compare the VIN (the 17-character number on the dashboard and door pillar) with the registration papers and the listing, and ask for the service history. If you are unsure, pay a mechanic for an inspection: it costs far less than a bad car.',
    ],
    checklist: [
      'Daylight viewing, dry car, cold engine',
      'Even panel gaps, no rust under the doors and wheel arches',
      'No warning lights, everything inside works',
      'Test drive on different roads, straight braking',
      'VIN matches the papers and the listing',
      'Service history, and a mechanic if in doubt',
    ],
  },
  {
    id: 'pricing',
    title: 'Pricing your car to sell',
    summary: 'For sellers: the right price brings buyers in the first week.',
    paragraphs: [
      'Start from the market, not from what you paid. Search the site for the same brand and model within a year or two of yours and with similar mileage, and note the asking prices. Each listing on UsedCars shows how its price compares with similar cars, so you can see where yours would land.',
      'Adjust for what makes your car different: a full service history, one previous owner, new tyres or a recent major service are worth mentioning and can justify a higher price. Damage, a missing spare key or an overdue service pull the price down; say so in the description rather than let a buyer find out.',
      'Price slightly above the lowest price you would accept, because most buyers expect to negotiate a little. A price far above similar cars gets few messages, and a listing that sits for weeks makes buyers wonder what is wrong with it.',
      'If you get no bookings or messages after a week or two, lower the price. Everyone who wish-listed the car is told when its price drops, so a price cut brings back people who were already interested.',
      'Good photos sell a car as much as the price: clean the car, take photos in daylight from every side, the interior, the dashboard with the mileage, and any damage. Put the best photo first: it is the one lists show.',
    ],
  },
  {
    id: 'meeting',
    title: 'Safe meetings and handover',
    summary: 'For buyers and sellers: how to meet a stranger about a car without worry.',
    paragraphs: [
      'Agree on a busy public place in daylight for the meeting place of your booking: a petrol station, a shopping centre car park or outside a police station. Avoid remote addresses, and be wary of anyone who changes the place at the last minute.',
      'Bring a friend if you can, and tell someone where you are going and when you expect to be back. Keep your conversation on the site: it keeps your e-mail address private and gives our admins something to review if anything goes wrong.',
      'Sellers: go along on the test drive, check the buyer\u2019s driving licence first, and keep the keys until you get back. Buyers: never hand over your own keys, phone or documents to the seller.',
      'Pay only through the site, by card. Never pay a deposit by bank transfer, gift card or crypto to hold a car, whatever the story: that is the most common scam. Sellers should hand over the car and its keys only once their Bookings page shows the car as paid.',
      'If something feels wrong, walk away. Report the listing or the conversation on the site, and block the person in Messages.',
    ],
  },
  {
    id: 'paperwork',
    title: 'Paperwork when a car changes hands',
    summary: 'For buyers and sellers: what to hand over, and what to check.',
    paragraphs: [
      'The seller should have the registration certificate in their name. Check that the name and address match the seller\u2019s ID, and that the VIN and engine number on the papers match the car. A seller who cannot show papers in their own name is a reason to walk away.',
      'Ask for the service book and receipts for recent work, the owner\u2019s manual and every key. Check that the road tax, insurance and any roadworthiness or fitness certificate required where you live are up to date, and whether the car has outstanding loans or fines against it.',
      'Write a short bill of sale, signed by both of you, with the date, the price, the car\u2019s make, model, VIN and mileage, and both names and addresses. Each keeps a copy; your UsedCars receipt is a record of the payment as well.',
      'Transfer the ownership with the vehicle registration authority as your local rules require, usually within a few days of the sale. Until the transfer is done, the seller may still be held responsible for fines and tax, so sellers should see it through, and buyers should arrange insurance before driving away.',
    ],
    checklist: [
      'Registration certificate in the seller\u2019s name, VIN and engine number match',
      'Service book, receipts, manual and all keys',
      'Tax, insurance and roadworthiness up to date, no loans or fines',
      'Signed bill of sale, a copy each',
      'Ownership transferred, insurance in the buyer\u2019s name',
    ],
  },
];
