import type { Fuel, Role, Transmission } from '@usedcars/contract/types';
import type { BodyStyle } from './car-image';

export const DEMO_PASSWORD = 'Demo#pass1';

/** The demo accounts' addresses, also what the API and browser tests sign in as. */
export const DEMO_EMAILS = {
  admin: 'admin@demo.test',
  seller: 'seller@demo.test',
  seller2: 'seller2@demo.test',
  buyer: 'buyer@demo.test',
  buyer2: 'buyer2@demo.test',
} as const;

export const DEMO_USERS: {
  key: string;
  displayName: string;
  email: string;
  role: Role;
  verified: boolean;
}[] = [
  { key: 'admin', displayName: 'Ayesha Rahman', email: DEMO_EMAILS.admin, role: 'Admin', verified: true },
  {
    key: 'seller',
    displayName: 'Karim Auto House',
    email: DEMO_EMAILS.seller,
    role: 'Seller',
    verified: true,
  },
  {
    key: 'seller2',
    displayName: 'Tanvir Hossain',
    email: DEMO_EMAILS.seller2,
    role: 'Seller',
    verified: false,
  },
  { key: 'buyer', displayName: 'Nadia Islam', email: DEMO_EMAILS.buyer, role: 'Buyer', verified: false },
  // The buyer of the demo's sold cars, so the dashboards have a year of sales to show.
  {
    key: 'buyer2',
    displayName: 'Rafiq Chowdhury',
    email: DEMO_EMAILS.buyer2,
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

/**
 * Model, brand, category and a new price in dollars to derive believable used prices from; the fuels it is sold
 * with (the first most often), its engine size (none for electric cars) and its usual gearbox.
 */
export const DEMO_MODELS: {
  model: string;
  brand: string;
  category: string;
  newPrice: number;
  fuels: Fuel[];
  engineCc: number | null;
  transmission: Transmission;
}[] = [
  {
    model: 'Corolla Axio',
    brand: 'Toyota',
    category: 'Sedan',
    newPrice: 24000,
    fuels: ['Petrol', 'Hybrid', 'CNG'],
    engineCc: 1500,
    transmission: 'Automatic',
  },
  {
    model: 'Premio',
    brand: 'Toyota',
    category: 'Sedan',
    newPrice: 30000,
    fuels: ['Petrol', 'CNG'],
    engineCc: 1500,
    transmission: 'Automatic',
  },
  {
    model: 'Allion',
    brand: 'Toyota',
    category: 'Sedan',
    newPrice: 29000,
    fuels: ['Petrol', 'CNG'],
    engineCc: 1500,
    transmission: 'Automatic',
  },
  {
    model: 'RAV4',
    brand: 'Toyota',
    category: 'SUV',
    newPrice: 38000,
    fuels: ['Petrol', 'Hybrid'],
    engineCc: 2000,
    transmission: 'Automatic',
  },
  {
    model: 'Land Cruiser Prado',
    brand: 'Toyota',
    category: 'SUV',
    newPrice: 72000,
    fuels: ['Diesel', 'Petrol'],
    engineCc: 2800,
    transmission: 'Automatic',
  },
  {
    model: 'Hilux',
    brand: 'Toyota',
    category: 'Pickup',
    newPrice: 42000,
    fuels: ['Diesel'],
    engineCc: 2400,
    transmission: 'Manual',
  },
  {
    model: 'HiAce',
    brand: 'Toyota',
    category: 'Microbus',
    newPrice: 45000,
    fuels: ['Diesel', 'Petrol'],
    engineCc: 2700,
    transmission: 'Manual',
  },
  {
    model: 'Noah',
    brand: 'Toyota',
    category: 'Microbus',
    newPrice: 33000,
    fuels: ['Petrol', 'Hybrid'],
    engineCc: 2000,
    transmission: 'Automatic',
  },
  {
    model: 'Aqua',
    brand: 'Toyota',
    category: 'Hatchback',
    newPrice: 21000,
    fuels: ['Hybrid'],
    engineCc: 1500,
    transmission: 'Automatic',
  },
  {
    model: 'Vitz',
    brand: 'Toyota',
    category: 'Hatchback',
    newPrice: 16000,
    fuels: ['Petrol', 'CNG'],
    engineCc: 1000,
    transmission: 'Automatic',
  },
  {
    model: 'Civic',
    brand: 'Honda',
    category: 'Sedan',
    newPrice: 28000,
    fuels: ['Petrol'],
    engineCc: 1500,
    transmission: 'Automatic',
  },
  {
    model: 'Grace',
    brand: 'Honda',
    category: 'Sedan',
    newPrice: 22000,
    fuels: ['Hybrid'],
    engineCc: 1500,
    transmission: 'Automatic',
  },
  {
    model: 'CR-V',
    brand: 'Honda',
    category: 'SUV',
    newPrice: 39000,
    fuels: ['Petrol', 'Hybrid'],
    engineCc: 1500,
    transmission: 'Automatic',
  },
  {
    model: 'Vezel',
    brand: 'Honda',
    category: 'SUV',
    newPrice: 31000,
    fuels: ['Hybrid', 'Petrol'],
    engineCc: 1500,
    transmission: 'Automatic',
  },
  {
    model: 'Fit',
    brand: 'Honda',
    category: 'Hatchback',
    newPrice: 18000,
    fuels: ['Petrol', 'Hybrid'],
    engineCc: 1300,
    transmission: 'Automatic',
  },
  {
    model: 'Sunny',
    brand: 'Nissan',
    category: 'Sedan',
    newPrice: 19000,
    fuels: ['Petrol', 'CNG'],
    engineCc: 1500,
    transmission: 'Automatic',
  },
  {
    model: 'X-Trail',
    brand: 'Nissan',
    category: 'SUV',
    newPrice: 36000,
    fuels: ['Petrol', 'Hybrid'],
    engineCc: 2000,
    transmission: 'Automatic',
  },
  {
    model: 'Navara',
    brand: 'Nissan',
    category: 'Pickup',
    newPrice: 40000,
    fuels: ['Diesel'],
    engineCc: 2500,
    transmission: 'Manual',
  },
  {
    model: 'Caravan',
    brand: 'Nissan',
    category: 'Microbus',
    newPrice: 41000,
    fuels: ['Diesel', 'Petrol'],
    engineCc: 2500,
    transmission: 'Manual',
  },
  {
    model: 'Leaf',
    brand: 'Nissan',
    category: 'Electric',
    newPrice: 33000,
    fuels: ['Electric'],
    engineCc: null,
    transmission: 'Automatic',
  },
  {
    model: 'Note e-Power',
    brand: 'Nissan',
    category: 'Hatchback',
    newPrice: 21000,
    fuels: ['Hybrid'],
    engineCc: 1200,
    transmission: 'Automatic',
  },
  {
    model: 'Lancer',
    brand: 'Mitsubishi',
    category: 'Sedan',
    newPrice: 21000,
    fuels: ['Petrol', 'CNG'],
    engineCc: 1500,
    transmission: 'Manual',
  },
  {
    model: 'Pajero Sport',
    brand: 'Mitsubishi',
    category: 'SUV',
    newPrice: 48000,
    fuels: ['Diesel'],
    engineCc: 2400,
    transmission: 'Automatic',
  },
  {
    model: 'Outlander',
    brand: 'Mitsubishi',
    category: 'SUV',
    newPrice: 37000,
    fuels: ['Petrol', 'Hybrid'],
    engineCc: 2400,
    transmission: 'Automatic',
  },
  {
    model: 'L200 Triton',
    brand: 'Mitsubishi',
    category: 'Pickup',
    newPrice: 36000,
    fuels: ['Diesel'],
    engineCc: 2400,
    transmission: 'Manual',
  },
  {
    model: 'Delica',
    brand: 'Mitsubishi',
    category: 'Microbus',
    newPrice: 39000,
    fuels: ['Diesel'],
    engineCc: 2300,
    transmission: 'Automatic',
  },
  {
    model: 'Elantra',
    brand: 'Hyundai',
    category: 'Sedan',
    newPrice: 23000,
    fuels: ['Petrol'],
    engineCc: 1600,
    transmission: 'Automatic',
  },
  {
    model: 'Tucson',
    brand: 'Hyundai',
    category: 'SUV',
    newPrice: 34000,
    fuels: ['Petrol', 'Diesel'],
    engineCc: 2000,
    transmission: 'Automatic',
  },
  {
    model: 'Santa Fe',
    brand: 'Hyundai',
    category: 'SUV',
    newPrice: 42000,
    fuels: ['Diesel', 'Petrol'],
    engineCc: 2200,
    transmission: 'Automatic',
  },
  {
    model: 'i20',
    brand: 'Hyundai',
    category: 'Hatchback',
    newPrice: 17000,
    fuels: ['Petrol'],
    engineCc: 1200,
    transmission: 'Manual',
  },
  {
    model: 'Kona Electric',
    brand: 'Hyundai',
    category: 'Electric',
    newPrice: 38000,
    fuels: ['Electric'],
    engineCc: null,
    transmission: 'Automatic',
  },
  {
    model: 'H-1',
    brand: 'Hyundai',
    category: 'Microbus',
    newPrice: 37000,
    fuels: ['Diesel'],
    engineCc: 2500,
    transmission: 'Manual',
  },
  {
    model: 'Rio',
    brand: 'Kia',
    category: 'Hatchback',
    newPrice: 17500,
    fuels: ['Petrol'],
    engineCc: 1400,
    transmission: 'Manual',
  },
  {
    model: 'Sportage',
    brand: 'Kia',
    category: 'SUV',
    newPrice: 33000,
    fuels: ['Petrol', 'Diesel'],
    engineCc: 2000,
    transmission: 'Automatic',
  },
  {
    model: 'Sorento',
    brand: 'Kia',
    category: 'SUV',
    newPrice: 41000,
    fuels: ['Diesel'],
    engineCc: 2200,
    transmission: 'Automatic',
  },
  {
    model: 'EV6',
    brand: 'Kia',
    category: 'Electric',
    newPrice: 48000,
    fuels: ['Electric'],
    engineCc: null,
    transmission: 'Automatic',
  },
  {
    model: 'Cerato',
    brand: 'Kia',
    category: 'Sedan',
    newPrice: 22000,
    fuels: ['Petrol'],
    engineCc: 1600,
    transmission: 'Automatic',
  },
  {
    model: 'Swift',
    brand: 'Suzuki',
    category: 'Hatchback',
    newPrice: 15000,
    fuels: ['Petrol'],
    engineCc: 1200,
    transmission: 'Manual',
  },
  {
    model: 'Celerio',
    brand: 'Suzuki',
    category: 'Hatchback',
    newPrice: 11000,
    fuels: ['Petrol', 'CNG'],
    engineCc: 1000,
    transmission: 'Manual',
  },
  {
    model: 'Ciaz',
    brand: 'Suzuki',
    category: 'Sedan',
    newPrice: 16500,
    fuels: ['Petrol'],
    engineCc: 1500,
    transmission: 'Automatic',
  },
  {
    model: 'Vitara',
    brand: 'Suzuki',
    category: 'SUV',
    newPrice: 26000,
    fuels: ['Petrol'],
    engineCc: 1600,
    transmission: 'Automatic',
  },
  {
    model: 'Ertiga',
    brand: 'Suzuki',
    category: 'Microbus',
    newPrice: 19000,
    fuels: ['Petrol', 'LPG'],
    engineCc: 1500,
    transmission: 'Manual',
  },
  {
    model: 'Mazda3',
    brand: 'Mazda',
    category: 'Sedan',
    newPrice: 25000,
    fuels: ['Petrol'],
    engineCc: 1500,
    transmission: 'Automatic',
  },
  {
    model: 'CX-5',
    brand: 'Mazda',
    category: 'SUV',
    newPrice: 35000,
    fuels: ['Petrol', 'Diesel'],
    engineCc: 2000,
    transmission: 'Automatic',
  },
  {
    model: 'Demio',
    brand: 'Mazda',
    category: 'Hatchback',
    newPrice: 16000,
    fuels: ['Petrol'],
    engineCc: 1300,
    transmission: 'Automatic',
  },
  {
    model: 'BT-50',
    brand: 'Mazda',
    category: 'Pickup',
    newPrice: 37000,
    fuels: ['Diesel'],
    engineCc: 2200,
    transmission: 'Manual',
  },
  {
    model: 'Model 3',
    brand: 'Tesla',
    category: 'Electric',
    newPrice: 42000,
    fuels: ['Electric'],
    engineCc: null,
    transmission: 'Automatic',
  },
  {
    model: 'Model Y',
    brand: 'Tesla',
    category: 'Electric',
    newPrice: 48000,
    fuels: ['Electric'],
    engineCc: null,
    transmission: 'Automatic',
  },
  {
    model: 'Model S',
    brand: 'Tesla',
    category: 'Electric',
    newPrice: 85000,
    fuels: ['Electric'],
    engineCc: null,
    transmission: 'Automatic',
  },
  {
    model: 'Atto 3',
    brand: 'BYD',
    category: 'Electric',
    newPrice: 38000,
    fuels: ['Electric'],
    engineCc: null,
    transmission: 'Automatic',
  },
  {
    model: 'Dolphin',
    brand: 'BYD',
    category: 'Electric',
    newPrice: 29000,
    fuels: ['Electric'],
    engineCc: null,
    transmission: 'Automatic',
  },
  {
    model: 'Seal',
    brand: 'BYD',
    category: 'Electric',
    newPrice: 45000,
    fuels: ['Electric'],
    engineCc: null,
    transmission: 'Automatic',
  },
];

export const DEMO_COLORS = [
  'White',
  'Pearl white',
  'Silver',
  'Black',
  'Grey',
  'Blue',
  'Red',
  'Maroon',
  'Green',
];

/**
 * A used car's believable facts for its model and age, from `next` (uniform in [0, 1)): mileage grows with age
 * (6,000 to 21,000 km a year), owners with age, the usual gearbox most of the time.
 */
export function demoVehicleFacts(
  model: (typeof DEMO_MODELS)[number],
  ageMonths: number,
  next: () => number,
): {
  fuel: Fuel;
  transmission: Transmission;
  mileageKm: number;
  previousOwners: number;
  color: string;
  engineCc: number | null;
} {
  const pickFrom = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const fuel = next() < 0.7 ? (model.fuels[0] as Fuel) : pickFrom(model.fuels);
  const otherGearbox: Transmission = model.transmission === 'Automatic' ? 'Manual' : 'Automatic';
  return {
    fuel,
    transmission: fuel === 'Electric' || next() < 0.85 ? model.transmission : otherGearbox,
    mileageKm: Math.round((ageMonths * (500 + next() * 1250)) / 100) * 100,
    previousOwners: Math.min(5, Math.floor((ageMonths / 12) * next() * 0.5)),
    color: pickFrom(DEMO_COLORS),
    engineCc: model.engineCc,
  };
}

export const DEMO_PRODUCT_COUNT = 60;

/** Models listed several times over on top of the varied cars above, enough for each to get a price rating. */
export const DEMO_POPULAR_MODELS = ['Corolla Axio', 'Vezel', 'Aqua'];
export const DEMO_POPULAR_LISTINGS_PER_MODEL = 10;

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
