// Demo restaurants for first start. Hours vary so that, at any time of day, some are closed.
import type { DemoDishKey } from "./demo-dishes";

export type DemoRestaurant = {
  slug: string;
  name: string;
  image: string;
  address: string;
  city: string;
  state: string;
  /** A made-up GSTIN of the restaurant's state (valid check character) and FSSAI licence number (issue 31). */
  gstin: string;
  fssaiNumber: string;
  cuisines: string[];
  open: string;
  close: string;
  /** Cities it also delivers to beside its own (none: its own city only). */
  alsoDelivers?: string[];
  /** Only these PIN codes within its cities (none: the whole cities). */
  deliveryPincodes?: string[];
  /** Dish keys, optionally with this restaurant's own price in rupees. */
  menu: Array<DemoDishKey | [DemoDishKey, number]>;
  /**
   * Its own charges (issue 31, docs/money.md): prices without GST, its delivery fee and free delivery from an
   * amount of food, in rupees. None: the defaults, whose bills are the spec's totals (most demo kitchens, and
   * every one a browser journey checks a total at).
   */
  charges?: { taxMode: "exclusive"; deliveryFee: number; freeDeliveryFrom: number };
  /** Packaging per unit of some of its dishes, in rupees. */
  packaging?: Partial<Record<DemoDishKey, number>>;
  /** Takes no cash or UPI on delivery (issue 31): online payment only. None: it does, up to the default limit. */
  onlineOnly?: true;
  /** Its automatic offer (issue 31, docs/money.md "Offers and coupons"): a percent off up to an amount in rupees. */
  offer?: { title: string; percent: number; upTo: number };
};

/**
 * The platform's coupons for the demo (issue 31): typed at the cart by any customer, at any restaurant. Amounts in
 * rupees; seeded once by code, so a coupon the platform has changed since stays as it is.
 */
export const DEMO_COUPONS = [
  { code: "WELCOME50", title: "50% off your first order", percent: 50, upTo: 100, minOrder: 199, firstOrderOnly: true },
  { code: "THALI20", title: "20% off", percent: 20, upTo: 60, minOrder: 249, firstOrderOnly: false },
] as const;

export const DEMO_PASSWORD = "demo12345";
export const DEMO_CUSTOMER = { username: "Asha Demo", email: "customer@thali.demo" };
/** The platform's demo staff account (issue 33), at /auth/login/admin. */
export const DEMO_ADMIN_EMAIL = "admin@thali.demo";

/**
 * The demo customer's address book: in New Delhi, where three demo kitchens are, at real localities
 * and PIN codes of lib/location/places.ts. Home is the default; at Work all three deliver, at Home two
 * (Chandni Chowk Chaat Street serves only central Delhi's PIN codes).
 */
export const DEMO_CUSTOMER_ADDRESSES = [
  {
    label: "Home",
    address: "B-42, Hauz Khas Enclave",
    locality: "Hauz Khas",
    city: "New Delhi",
    state: "Delhi",
    pincode: "110016",
    phone: "9810012345",
    isDefault: true,
  },
  {
    label: "Work",
    address: "Tower B, 3rd floor, Barakhamba Road",
    locality: "Connaught Place",
    city: "New Delhi",
    state: "Delhi",
    pincode: "110001",
    phone: "9810012345",
    isDefault: false,
  },
] as const;

/** Kitchens in New Delhi also deliver across the border, as Delhi's do. */
const NCR = ["Gurugram", "Noida"];

export const DEMO_RESTAURANTS: DemoRestaurant[] = [
  {
    slug: "paradise-biryani",
    name: "Paradise Biryani House",
    image: "r01",
    address: "38 SD Road, Secunderabad",
    city: "Hyderabad",
    state: "Telangana",
    gstin: "36AAAFP1000A1ZC",
    fssaiNumber: "23624100400000",
    cuisines: ["Hyderbadi", "Biryani", "North Indian"],
    open: "11:00",
    close: "23:30",
    menu: [
      "chicken-biryani",
      "mutton-biryani",
      "veg-biryani",
      "egg-biryani",
      "chicken-65",
      "paneer-tikka",
      "seekh-kebab",
      "butter-chicken",
      "dal-makhani",
      "gulab-jamun",
      "kulfi",
      "mango-lassi",
    ],
  },
  {
    slug: "punjab-grill",
    name: "Punjab Grill & Curry",
    image: "r02",
    address: "14 Connaught Place, Block E",
    city: "New Delhi",
    state: "Delhi",
    gstin: "07AABFP1379H1Z8",
    fssaiNumber: "20724113402741",
    alsoDelivers: NCR,
    cuisines: ["North Indian", "Kebab"],
    open: "12:00",
    close: "23:00",
    menu: [
      "butter-chicken",
      "dal-makhani",
      "paneer-butter-masala",
      "chana-masala",
      "rogan-josh",
      "paneer-tikka",
      "hara-bhara-kebab",
      "seekh-kebab",
      "samosa",
      "aloo-paratha",
      "gulab-jamun",
      "jalebi",
      "mango-lassi",
      "kulfi",
    ],
  },
  {
    slug: "udupi-tiffins",
    name: "Udupi Tiffin Room",
    image: "r03",
    address: "21 DVG Road, Basavanagudi",
    city: "Bengaluru",
    state: "Karnataka",
    gstin: "29AACFU1758Q1ZE",
    fssaiNumber: "22924126405482",
    cuisines: ["South Indian", "Beverages"],
    open: "06:30",
    close: "11:30",
    menu: [
      "masala-dosa",
      "idli-sambar",
      "upma",
      "poha",
      "fish-curry",
      "cold-coffee",
      "fresh-lime-soda",
      "rasgulla",
      "jalebi",
    ],
  },
  {
    slug: "wok-express",
    name: "Wok Express",
    image: "r04",
    address: "7 Park Street",
    city: "Kolkata",
    state: "West Bengal",
    gstin: "19AADFW2137X1Z7",
    fssaiNumber: "21924139408223",
    cuisines: ["Chinese", "Fast Food"],
    open: "11:30",
    close: "23:30",
    menu: [
      "hakka-noodles",
      "fried-rice",
      "chilli-paneer",
      "spring-rolls",
      "momos",
      "chicken-65",
      "kimchi-fried-rice",
      "fresh-lime-soda",
      "ice-cream-sundae",
    ],
  },
  {
    slug: "napoli-pizza",
    name: "Napoli Wood-Fired Pizza",
    image: "r05",
    address: "5 Hill Road, Bandra West",
    city: "Mumbai",
    state: "Maharashtra",
    gstin: "27AAEFN2516E1ZM",
    fssaiNumber: "22724152410964",
    cuisines: ["Pizza", "American", "Dessert"],
    open: "12:00",
    close: "01:00",
    // The demo of a restaurant with charges of its own: GST added to its prices, ₹30 delivery, free from ₹399,
    // and boxes for the pizzas and fries.
    charges: { taxMode: "exclusive", deliveryFee: 30, freeDeliveryFrom: 399 },
    packaging: { "margherita-pizza": 20, "pepperoni-pizza": 20, "french-fries": 10 },
    offer: { title: "20% off every order", percent: 20, upTo: 80 },
    menu: [
      "margherita-pizza",
      "pepperoni-pizza",
      ["veg-burger", 169],
      "french-fries",
      "club-sandwich",
      "chocolate-brownie",
      "cheesecake",
      "cold-coffee",
      "fresh-lime-soda",
    ],
  },
  {
    slug: "liberty-burgers",
    name: "Liberty Burger Co.",
    image: "r06",
    address: "88 Koregaon Park Lane 5",
    city: "Pune",
    state: "Maharashtra",
    gstin: "27AAFFL2895M1ZO",
    fssaiNumber: "22724165413705",
    cuisines: ["American", "Fast Food"],
    // Open around the clock too, so that at any hour at least two restaurants take orders
    open: "00:00",
    close: "00:00",
    menu: [
      "chicken-burger",
      "veg-burger",
      "french-fries",
      "club-sandwich",
      ["margherita-pizza", 279],
      "chocolate-brownie",
      "ice-cream-sundae",
      "cold-coffee",
      "fresh-lime-soda",
      "spring-rolls",
    ],
  },
  {
    slug: "kebab-corner",
    name: "Lucknowi Kebab Corner",
    image: "r07",
    address: "12 Aminabad Market",
    city: "Lucknow",
    state: "Uttar Pradesh",
    gstin: "09AAGFL3274U1ZE",
    fssaiNumber: "20924178416446",
    cuisines: ["Kebab", "North Indian", "Biryani"],
    open: "18:00",
    close: "02:00",
    menu: [
      "seekh-kebab",
      ["chicken-65", 249],
      "hara-bhara-kebab",
      "paneer-tikka",
      "mutton-biryani",
      "chicken-biryani",
      "rogan-josh",
      "butter-chicken",
      "kulfi",
      "gulab-jamun",
    ],
  },
  {
    slug: "juice-junction",
    name: "Juice Junction",
    image: "r08",
    address: "3 Marine Drive Promenade",
    city: "Mumbai",
    state: "Maharashtra",
    gstin: "27AAHFJ3653B1ZL",
    fssaiNumber: "22724191419187",
    cuisines: ["Juices", "Beverages", "Dessert"],
    open: "08:00",
    close: "22:00",
    menu: [
      "watermelon-juice",
      "mango-lassi",
      "fresh-lime-soda",
      "cold-coffee",
      "ice-cream-sundae",
      "kulfi",
      "pancakes",
      "club-sandwich",
    ],
  },
  {
    slug: "sugar-and-spice",
    name: "Sugar & Spice Desserts",
    image: "r09",
    address: "44 Khan Market",
    city: "New Delhi",
    state: "Delhi",
    gstin: "07AAJFS4032J1Z4",
    fssaiNumber: "20724204421928",
    alsoDelivers: NCR,
    cuisines: ["Dessert", "Beverages"],
    open: "13:00",
    close: "23:59",
    menu: [
      "chocolate-brownie",
      "cheesecake",
      "ice-cream-sundae",
      "kulfi",
      "gulab-jamun",
      "rasgulla",
      "cold-coffee",
      "mango-lassi",
      "pancakes",
    ],
  },
  {
    slug: "seoul-kitchen",
    name: "Seoul Kitchen",
    image: "r10",
    address: "9 Indiranagar 100 Feet Road",
    city: "Bengaluru",
    state: "Karnataka",
    gstin: "29AAKFS4411R1ZI",
    fssaiNumber: "22924217424669",
    cuisines: ["korean", "Chinese"],
    open: "12:00",
    close: "22:30",
    onlineOnly: true,
    menu: [
      "bibimbap",
      "kimchi-fried-rice",
      ["momos", 189],
      "spring-rolls",
      "fried-rice",
      "hakka-noodles",
      "chilli-paneer",
      "fresh-lime-soda",
      "cheesecake",
    ],
  },
  {
    slug: "snack-shack",
    name: "Snack Shack Express",
    image: "r11",
    address: "17 Anna Salai, Teynampet",
    city: "Chennai",
    state: "Tamil Nadu",
    gstin: "33AALFS4790Y1ZW",
    fssaiNumber: "23324230427410",
    cuisines: ["Fast Food", "American", "Pizza"],
    // Open around the clock (equal open and close), like a late-night kitchen
    open: "00:00",
    close: "00:00",
    menu: [
      "veg-burger",
      "chicken-burger",
      "french-fries",
      "margherita-pizza",
      "pepperoni-pizza",
      "club-sandwich",
      "momos",
      "spring-rolls",
      "cold-coffee",
      "ice-cream-sundae",
      "chocolate-brownie",
    ],
  },
  {
    slug: "brew-and-bean",
    name: "Brew & Bean Cafe",
    image: "r12",
    address: "2 MG Road, Camp",
    city: "Pune",
    state: "Maharashtra",
    gstin: "27AAMFB5169F1Z9",
    fssaiNumber: "22724243430151",
    cuisines: ["Beverages", "American", "Dessert"],
    open: "07:30",
    close: "21:00",
    menu: [
      "cold-coffee",
      "pancakes",
      "club-sandwich",
      "chocolate-brownie",
      "cheesecake",
      "fresh-lime-soda",
      "watermelon-juice",
      "veg-burger",
    ],
  },
  {
    slug: "bengal-sweets",
    name: "Bengal Sweet House",
    image: "r13",
    address: "56 College Street",
    city: "Kolkata",
    state: "West Bengal",
    gstin: "19AANFB5548N1ZP",
    fssaiNumber: "21924256432892",
    cuisines: ["Dessert", "North Indian"],
    open: "09:00",
    close: "21:30",
    menu: [
      "rasgulla",
      "gulab-jamun",
      "jalebi",
      "kaju-katli",
      "kulfi",
      "samosa",
      "chana-masala",
      "aloo-paratha",
      "mango-lassi",
    ],
  },
  {
    slug: "biryani-by-kilo",
    name: "Biryani Handi Co.",
    image: "r14",
    address: "31 Banjara Hills Road No. 12",
    city: "Hyderabad",
    state: "Telangana",
    gstin: "36AAPFB5927V1ZC",
    fssaiNumber: "23624269435633",
    cuisines: ["Biryani", "Hyderbadi"],
    open: "12:00",
    close: "00:00",
    menu: [
      ["chicken-biryani", 349],
      ["mutton-biryani", 449],
      "veg-biryani",
      "egg-biryani",
      "chicken-65",
      "seekh-kebab",
      "gulab-jamun",
      "kulfi",
      "fresh-lime-soda",
    ],
  },
  {
    slug: "chaat-street",
    name: "Chandni Chowk Chaat Street",
    image: "r15",
    address: "101 Chandni Chowk",
    city: "New Delhi",
    state: "Delhi",
    gstin: "07AAQFC6306C1ZN",
    fssaiNumber: "20724282438374",
    // a street kitchen: chaat travels badly, so only central Delhi (Connaught Place, Daryaganj, Karol Bagh, Chandni Chowk)
    deliveryPincodes: ["110001", "110002", "110005", "110006"],
    cuisines: ["North Indian", "Fast Food", "Beverages"],
    open: "16:00",
    close: "22:30",
    menu: [
      "samosa",
      "aloo-paratha",
      "chana-masala",
      "jalebi",
      "gulab-jamun",
      "mango-lassi",
      "hara-bhara-kebab",
      "poha",
      "kulfi",
    ],
  },
  {
    slug: "morning-glory",
    name: "Morning Glory Breakfast Club",
    image: "r16",
    address: "6 Besant Nagar 2nd Avenue",
    city: "Chennai",
    state: "Tamil Nadu",
    gstin: "33AARFM6685K1ZI",
    fssaiNumber: "23324295441115",
    cuisines: ["South Indian", "American", "Juices"],
    open: "07:00",
    close: "12:30",
    menu: [
      "masala-dosa",
      "idli-sambar",
      "upma",
      "pancakes",
      "poha",
      "club-sandwich",
      "watermelon-juice",
      "cold-coffee",
      "mango-lassi",
    ],
  },
];

/** The owner account of a demo restaurant; every demo account shares DEMO_PASSWORD. */
export function demoOwnerEmail(slug: string): string {
  return `${slug}@thali.demo`;
}

/** Where a demo restaurant delivers: its own city, the neighbours it lists, and its PIN codes if it limits them. */
export function demoDeliveryArea(demo: DemoRestaurant): { cities: string[]; pincodes: string[] } {
  return { cities: [demo.city, ...(demo.alsoDelivers ?? [])], pincodes: demo.deliveryPincodes ?? [] };
}

/**
 * Where each demo kitchen is (issue 32): a real point at its street, how far it delivers, and who delivers.
 * Delhi's kitchens also serve Gurugram and Noida, so their radius is the largest (30 km); the others 15 km, so
 * every address the journeys type in their city stays in reach. The two Bengaluru kitchens (no browser journey
 * moves their orders with the status menu) use Thali's delivery partners within the default 7 km. Snack Shack
 * Express, the journeys' all-day kitchen, has no pin: a journey makes it deliver to another city for a while
 * (tests/e2e/location.spec.ts), which only the city rule that a restaurant without a pin keeps allows.
 */
export const DEMO_RESTAURANT_PLACES: Record<
  string,
  { lat: number; lng: number; radiusMeters: number; deliveryMode: "self" | "platform" }
> = {
  "paradise-biryani": { lat: 17.4435, lng: 78.487, radiusMeters: 15_000, deliveryMode: "self" }, // SD Road, Secunderabad
  "punjab-grill": { lat: 28.6331, lng: 77.2193, radiusMeters: 30_000, deliveryMode: "self" }, // Connaught Place, Block E
  "udupi-tiffins": { lat: 12.9436, lng: 77.5738, radiusMeters: 7_000, deliveryMode: "platform" }, // DVG Road, Basavanagudi
  "wok-express": { lat: 22.5535, lng: 88.352, radiusMeters: 15_000, deliveryMode: "self" }, // Park Street
  "napoli-pizza": { lat: 19.055, lng: 72.8296, radiusMeters: 15_000, deliveryMode: "self" }, // Hill Road, Bandra West
  "liberty-burgers": { lat: 18.5378, lng: 73.8937, radiusMeters: 15_000, deliveryMode: "self" }, // Koregaon Park
  "kebab-corner": { lat: 26.8456, lng: 80.9326, radiusMeters: 15_000, deliveryMode: "self" }, // Aminabad
  "juice-junction": { lat: 18.944, lng: 72.8235, radiusMeters: 15_000, deliveryMode: "self" }, // Marine Drive
  "sugar-and-spice": { lat: 28.6003, lng: 77.227, radiusMeters: 30_000, deliveryMode: "self" }, // Khan Market
  "seoul-kitchen": { lat: 12.9719, lng: 77.6412, radiusMeters: 7_000, deliveryMode: "platform" }, // 100 Feet Road, Indiranagar
  "brew-and-bean": { lat: 18.5167, lng: 73.879, radiusMeters: 15_000, deliveryMode: "self" }, // MG Road, Camp
  "bengal-sweets": { lat: 22.5745, lng: 88.3636, radiusMeters: 15_000, deliveryMode: "self" }, // College Street
  "biryani-by-kilo": { lat: 17.4126, lng: 78.4382, radiusMeters: 15_000, deliveryMode: "self" }, // Banjara Hills Road No. 12
  "chaat-street": { lat: 28.6506, lng: 77.2303, radiusMeters: 30_000, deliveryMode: "self" }, // Chandni Chowk
  "morning-glory": { lat: 13.0002, lng: 80.2668, radiusMeters: 15_000, deliveryMode: "self" }, // Besant Nagar 2nd Avenue
};

/** The demo customer's addresses' pins, by label: Hauz Khas Enclave and Barakhamba Road. */
export const DEMO_ADDRESS_PINS: Record<string, { lat: number; lng: number }> = {
  Home: { lat: 28.5494, lng: 77.2001 },
  Work: { lat: 28.6298, lng: 77.225 },
};
