import type { Role } from '@usedcars/contract/types';
import type { BodyStyle } from './car-image';

export const DEMO_PASSWORD = 'Demo#pass1';

export const DEMO_USERS: {
  key: string;
  displayName: string;
  email: string;
  role: Role;
  verified: boolean;
}[] = [
  { key: 'admin', displayName: 'Ayesha Rahman', email: 'admin@demo.test', role: 'Admin', verified: true },
  {
    key: 'seller',
    displayName: 'Karim Auto House',
    email: 'seller@demo.test',
    role: 'Seller',
    verified: true,
  },
  {
    key: 'seller2',
    displayName: 'Tanvir Hossain',
    email: 'seller2@demo.test',
    role: 'Seller',
    verified: false,
  },
  { key: 'buyer', displayName: 'Nadia Islam', email: 'buyer@demo.test', role: 'Buyer', verified: false },
  // The buyer of the demo's sold cars, so the dashboards have a year of sales to show.
  {
    key: 'buyer2',
    displayName: 'Rafiq Chowdhury',
    email: 'buyer2@demo.test',
    role: 'Buyer',
    verified: false,
  },
];

export const DEMO_CATEGORIES: { name: string; body: BodyStyle; hue: number }[] = [
  { name: 'Sedan', body: 'sedan', hue: 210 },
  { name: 'SUV', body: 'suv', hue: 140 },
  { name: 'Hatchback', body: 'hatchback', hue: 30 },
  { name: 'Pickup', body: 'pickup', hue: 0 },
  { name: 'Microbus', body: 'microbus', hue: 270 },
  { name: 'Electric', body: 'electric', hue: 180 },
];

export const DEMO_BRANDS = [
  'Toyota',
  'Honda',
  'Nissan',
  'Mitsubishi',
  'Hyundai',
  'Kia',
  'Suzuki',
  'Mazda',
  'Tesla',
  'BYD',
];

/** Model, brand, category and a new price in dollars to derive believable used prices from. */
export const DEMO_MODELS: { model: string; brand: string; category: string; newPrice: number }[] = [
  { model: 'Corolla Axio', brand: 'Toyota', category: 'Sedan', newPrice: 24000 },
  { model: 'Premio', brand: 'Toyota', category: 'Sedan', newPrice: 30000 },
  { model: 'Allion', brand: 'Toyota', category: 'Sedan', newPrice: 29000 },
  { model: 'RAV4', brand: 'Toyota', category: 'SUV', newPrice: 38000 },
  { model: 'Land Cruiser Prado', brand: 'Toyota', category: 'SUV', newPrice: 72000 },
  { model: 'Hilux', brand: 'Toyota', category: 'Pickup', newPrice: 42000 },
  { model: 'HiAce', brand: 'Toyota', category: 'Microbus', newPrice: 45000 },
  { model: 'Noah', brand: 'Toyota', category: 'Microbus', newPrice: 33000 },
  { model: 'Aqua', brand: 'Toyota', category: 'Hatchback', newPrice: 21000 },
  { model: 'Vitz', brand: 'Toyota', category: 'Hatchback', newPrice: 16000 },
  { model: 'Civic', brand: 'Honda', category: 'Sedan', newPrice: 28000 },
  { model: 'Grace', brand: 'Honda', category: 'Sedan', newPrice: 22000 },
  { model: 'CR-V', brand: 'Honda', category: 'SUV', newPrice: 39000 },
  { model: 'Vezel', brand: 'Honda', category: 'SUV', newPrice: 31000 },
  { model: 'Fit', brand: 'Honda', category: 'Hatchback', newPrice: 18000 },
  { model: 'Sunny', brand: 'Nissan', category: 'Sedan', newPrice: 19000 },
  { model: 'X-Trail', brand: 'Nissan', category: 'SUV', newPrice: 36000 },
  { model: 'Navara', brand: 'Nissan', category: 'Pickup', newPrice: 40000 },
  { model: 'Caravan', brand: 'Nissan', category: 'Microbus', newPrice: 41000 },
  { model: 'Leaf', brand: 'Nissan', category: 'Electric', newPrice: 33000 },
  { model: 'Note e-Power', brand: 'Nissan', category: 'Hatchback', newPrice: 21000 },
  { model: 'Lancer', brand: 'Mitsubishi', category: 'Sedan', newPrice: 21000 },
  { model: 'Pajero Sport', brand: 'Mitsubishi', category: 'SUV', newPrice: 48000 },
  { model: 'Outlander', brand: 'Mitsubishi', category: 'SUV', newPrice: 37000 },
  { model: 'L200 Triton', brand: 'Mitsubishi', category: 'Pickup', newPrice: 36000 },
  { model: 'Delica', brand: 'Mitsubishi', category: 'Microbus', newPrice: 39000 },
  { model: 'Elantra', brand: 'Hyundai', category: 'Sedan', newPrice: 23000 },
  { model: 'Tucson', brand: 'Hyundai', category: 'SUV', newPrice: 34000 },
  { model: 'Santa Fe', brand: 'Hyundai', category: 'SUV', newPrice: 42000 },
  { model: 'i20', brand: 'Hyundai', category: 'Hatchback', newPrice: 17000 },
  { model: 'Kona Electric', brand: 'Hyundai', category: 'Electric', newPrice: 38000 },
  { model: 'H-1', brand: 'Hyundai', category: 'Microbus', newPrice: 37000 },
  { model: 'Rio', brand: 'Kia', category: 'Hatchback', newPrice: 17500 },
  { model: 'Sportage', brand: 'Kia', category: 'SUV', newPrice: 33000 },
  { model: 'Sorento', brand: 'Kia', category: 'SUV', newPrice: 41000 },
  { model: 'EV6', brand: 'Kia', category: 'Electric', newPrice: 48000 },
  { model: 'Cerato', brand: 'Kia', category: 'Sedan', newPrice: 22000 },
  { model: 'Swift', brand: 'Suzuki', category: 'Hatchback', newPrice: 15000 },
  { model: 'Celerio', brand: 'Suzuki', category: 'Hatchback', newPrice: 11000 },
  { model: 'Ciaz', brand: 'Suzuki', category: 'Sedan', newPrice: 16500 },
  { model: 'Vitara', brand: 'Suzuki', category: 'SUV', newPrice: 26000 },
  { model: 'Ertiga', brand: 'Suzuki', category: 'Microbus', newPrice: 19000 },
  { model: 'Mazda3', brand: 'Mazda', category: 'Sedan', newPrice: 25000 },
  { model: 'CX-5', brand: 'Mazda', category: 'SUV', newPrice: 35000 },
  { model: 'Demio', brand: 'Mazda', category: 'Hatchback', newPrice: 16000 },
  { model: 'BT-50', brand: 'Mazda', category: 'Pickup', newPrice: 37000 },
  { model: 'Model 3', brand: 'Tesla', category: 'Electric', newPrice: 42000 },
  { model: 'Model Y', brand: 'Tesla', category: 'Electric', newPrice: 48000 },
  { model: 'Model S', brand: 'Tesla', category: 'Electric', newPrice: 85000 },
  { model: 'Atto 3', brand: 'BYD', category: 'Electric', newPrice: 38000 },
  { model: 'Dolphin', brand: 'BYD', category: 'Electric', newPrice: 29000 },
  { model: 'Seal', brand: 'BYD', category: 'Electric', newPrice: 45000 },
];

export const DEMO_PRODUCT_COUNT = 60;

export const DESCRIPTION_PARTS = {
  history: [
    'Single owner since new, all papers and tax tokens up to date.',
    'Second owner; the first owner was a retired engineer who drove it gently.',
    'Bought from a reconditioned dealer and kept in a covered garage.',
    'Used mainly for office commutes inside the city.',
    'Family car, never used for ride sharing or rent.',
  ],
  service: [
    'Serviced every 5,000 km at the authorised workshop; service book available.',
    'New tyres and battery fitted this year.',
    'Engine oil, filters and brake pads changed two months ago.',
    'Timing and suspension checked recently, no pending work.',
    'Air conditioning works perfectly and was re-gassed last summer.',
  ],
  extras: [
    'Comes with a reverse camera, Android head unit and dash cam.',
    'Original paint on most panels; a few small scratches on the rear bumper.',
    'Fog lights, alloy wheels and seat covers included.',
    'Interior is clean and smoke free.',
    'Spare key and the original owner manual included.',
  ],
  closing: [
    'Serious buyers only, price slightly negotiable after inspection.',
    'Test drive welcome with prior appointment.',
    'Selling because we are moving abroad.',
    'Selling to upgrade to a bigger car.',
    'Bank loan papers cleared; ready for quick ownership transfer.',
  ],
};
