import { cityKey } from "@/lib/location/city-key";

// Cities and localities the location chooser offers (a city may also be typed). Every demo
// restaurant's city is here, plus Gurugram and Noida, which New Delhi kitchens also serve. The PIN
// codes are the real ones of each locality's post office, so a chosen locality carries its PIN code.

export type Place = {
  city: string;
  state: string;
  localities: ReadonlyArray<{ name: string; pincode: string }>;
};

export const PLACES: ReadonlyArray<Place> = [
  {
    city: "Bengaluru",
    state: "Karnataka",
    localities: [
      { name: "Koramangala", pincode: "560034" },
      { name: "Indiranagar", pincode: "560038" },
      { name: "Basavanagudi", pincode: "560004" },
      { name: "Jayanagar", pincode: "560041" },
      { name: "Whitefield", pincode: "560066" },
      { name: "HSR Layout", pincode: "560102" },
    ],
  },
  {
    city: "Chennai",
    state: "Tamil Nadu",
    localities: [
      { name: "Teynampet", pincode: "600018" },
      { name: "Besant Nagar", pincode: "600090" },
      { name: "T. Nagar", pincode: "600017" },
      { name: "Adyar", pincode: "600020" },
      { name: "Mylapore", pincode: "600004" },
      { name: "Anna Nagar", pincode: "600040" },
    ],
  },
  {
    city: "Gurugram",
    state: "Haryana",
    localities: [
      { name: "DLF Phase 1", pincode: "122002" },
      { name: "Sector 29", pincode: "122001" },
      { name: "Sohna Road", pincode: "122018" },
      { name: "Golf Course Road", pincode: "122011" },
    ],
  },
  {
    city: "Hyderabad",
    state: "Telangana",
    localities: [
      { name: "Banjara Hills", pincode: "500034" },
      { name: "Jubilee Hills", pincode: "500033" },
      { name: "Secunderabad", pincode: "500003" },
      { name: "Gachibowli", pincode: "500032" },
      { name: "Madhapur", pincode: "500081" },
      { name: "Begumpet", pincode: "500016" },
    ],
  },
  {
    city: "Kolkata",
    state: "West Bengal",
    localities: [
      { name: "Park Street", pincode: "700016" },
      { name: "College Street", pincode: "700073" },
      { name: "Salt Lake", pincode: "700091" },
      { name: "Ballygunge", pincode: "700019" },
      { name: "Gariahat", pincode: "700029" },
    ],
  },
  {
    city: "Lucknow",
    state: "Uttar Pradesh",
    localities: [
      { name: "Aminabad", pincode: "226018" },
      { name: "Hazratganj", pincode: "226001" },
      { name: "Gomti Nagar", pincode: "226010" },
      { name: "Aliganj", pincode: "226024" },
    ],
  },
  {
    city: "Mumbai",
    state: "Maharashtra",
    localities: [
      { name: "Bandra West", pincode: "400050" },
      { name: "Colaba", pincode: "400005" },
      { name: "Andheri West", pincode: "400058" },
      { name: "Powai", pincode: "400076" },
      { name: "Marine Lines", pincode: "400020" },
      { name: "Dadar", pincode: "400014" },
    ],
  },
  {
    city: "New Delhi",
    state: "Delhi",
    localities: [
      { name: "Connaught Place", pincode: "110001" },
      { name: "Khan Market", pincode: "110003" },
      { name: "Chandni Chowk", pincode: "110006" },
      { name: "Hauz Khas", pincode: "110016" },
      { name: "Lajpat Nagar", pincode: "110024" },
      { name: "Saket", pincode: "110017" },
      { name: "Karol Bagh", pincode: "110005" },
    ],
  },
  {
    city: "Noida",
    state: "Uttar Pradesh",
    localities: [
      { name: "Sector 18", pincode: "201301" },
      { name: "Sector 62", pincode: "201309" },
      { name: "Sector 137", pincode: "201305" },
      { name: "Sector 50", pincode: "201303" },
    ],
  },
  {
    city: "Pune",
    state: "Maharashtra",
    localities: [
      { name: "Koregaon Park", pincode: "411001" },
      { name: "Camp", pincode: "411001" },
      { name: "Kothrud", pincode: "411038" },
      { name: "Viman Nagar", pincode: "411014" },
      { name: "Baner", pincode: "411045" },
      { name: "Aundh", pincode: "411007" },
    ],
  },
];

/** The place of this city (any case or spacing), if the chooser knows it. */
export function findPlace(city: string): Place | undefined {
  const key = cityKey(city);
  return PLACES.find((place) => cityKey(place.city) === key);
}
