// The demo menu catalogue: each dish once, keyed by its picture in public/images/dishes.
// Restaurants pick dishes from it (prisma/demo-data.ts), sometimes at their own price.

export type DemoDish = {
  name: string;
  category: "Starters" | "Breakfast" | "Biryani" | "Fast Food" | "Sweets" | "Desserts" | "Curries";
  type: "veg" | "non-veg";
  price: number;
  servesFor: number;
  description: string;
};

export const DEMO_DISHES = {
  "paneer-tikka": { name: "Paneer Tikka", category: "Starters", type: "veg", price: 249, servesFor: 2, description: "Cottage cheese cubes marinated in hung curd and spices, charred in the tandoor with peppers and onion." },
  samosa: { name: "Punjabi Samosa", category: "Starters", type: "veg", price: 79, servesFor: 1, description: "Two crisp pastry cones filled with spiced potato and peas, with mint and tamarind chutneys." },
  "spring-rolls": { name: "Veg Spring Rolls", category: "Starters", type: "veg", price: 179, servesFor: 2, description: "Crackling rolls of cabbage, carrot and glass noodles with sweet chilli dip." },
  "chicken-65": { name: "Chicken 65", category: "Starters", type: "non-veg", price: 269, servesFor: 2, description: "Fiery Chennai-style fried chicken tossed with curry leaves, green chilli and garlic." },
  "hara-bhara-kebab": { name: "Hara Bhara Kebab", category: "Starters", type: "veg", price: 199, servesFor: 2, description: "Spinach, peas and potato patties with cashew, shallow-fried golden." },
  "seekh-kebab": { name: "Mutton Seekh Kebab", category: "Starters", type: "non-veg", price: 329, servesFor: 2, description: "Minced mutton with ginger, garlic and garam masala, grilled on skewers over charcoal." },
  momos: { name: "Chicken Momos", category: "Starters", type: "non-veg", price: 159, servesFor: 1, description: "Eight steamed dumplings with juicy chicken filling and a hot tomato-sesame chutney." },
  "chilli-paneer": { name: "Chilli Paneer", category: "Starters", type: "veg", price: 229, servesFor: 2, description: "Crisp paneer wok-tossed with capsicum, spring onion and soy-chilli glaze." },
  "masala-dosa": { name: "Masala Dosa", category: "Breakfast", type: "veg", price: 119, servesFor: 1, description: "A thin, crisp rice-lentil crepe with potato masala, sambar and coconut chutney." },
  "idli-sambar": { name: "Idli Sambar", category: "Breakfast", type: "veg", price: 89, servesFor: 1, description: "Three fluffy steamed rice cakes with hot sambar and two chutneys." },
  poha: { name: "Indori Poha", category: "Breakfast", type: "veg", price: 69, servesFor: 1, description: "Flattened rice with onion, peanuts and turmeric, topped with sev and pomegranate." },
  "aloo-paratha": { name: "Aloo Paratha", category: "Breakfast", type: "veg", price: 129, servesFor: 1, description: "Two whole-wheat flatbreads stuffed with spiced potato, with butter, curd and pickle." },
  pancakes: { name: "Buttermilk Pancakes", category: "Breakfast", type: "veg", price: 219, servesFor: 1, description: "A stack of three fluffy pancakes with maple syrup, berries and whipped butter." },
  upma: { name: "Rava Upma", category: "Breakfast", type: "veg", price: 79, servesFor: 1, description: "Roasted semolina cooked with mustard seeds, curry leaves, vegetables and ghee." },
  "chicken-biryani": { name: "Chicken Dum Biryani", category: "Biryani", type: "non-veg", price: 329, servesFor: 1, description: "Aged basmati and marinated chicken sealed and slow-cooked in a handi, with raita and salan." },
  "mutton-biryani": { name: "Mutton Dum Biryani", category: "Biryani", type: "non-veg", price: 419, servesFor: 1, description: "Tender goat on the bone layered with saffron rice, fried onions and mint." },
  "veg-biryani": { name: "Veg Dum Biryani", category: "Biryani", type: "veg", price: 259, servesFor: 1, description: "Seasonal vegetables and paneer layered with fragrant rice and kewra." },
  "egg-biryani": { name: "Egg Biryani", category: "Biryani", type: "non-veg", price: 239, servesFor: 1, description: "Masala-roasted boiled eggs in spiced biryani rice with a side of raita." },
  "margherita-pizza": { name: "Margherita Pizza", category: "Fast Food", type: "veg", price: 299, servesFor: 2, description: "Hand-stretched base, San Marzano-style tomato sauce, mozzarella and basil." },
  "pepperoni-pizza": { name: "Pepperoni Pizza", category: "Fast Food", type: "non-veg", price: 399, servesFor: 2, description: "Loaded with chicken pepperoni and mozzarella on a crisp thin crust." },
  "veg-burger": { name: "Crispy Veg Burger", category: "Fast Food", type: "veg", price: 149, servesFor: 1, description: "A golden potato-pea patty with lettuce, tomato and chipotle mayo in a toasted bun." },
  "chicken-burger": { name: "Classic Chicken Burger", category: "Fast Food", type: "non-veg", price: 199, servesFor: 1, description: "Buttermilk-fried chicken thigh, cheddar, pickles and house sauce." },
  "french-fries": { name: "Peri Peri Fries", category: "Fast Food", type: "veg", price: 119, servesFor: 1, description: "Skin-on fries dusted with peri peri spice, with a garlic dip." },
  "hakka-noodles": { name: "Veg Hakka Noodles", category: "Fast Food", type: "veg", price: 189, servesFor: 1, description: "Wok-tossed noodles with shredded vegetables, soy and spring onion." },
  "fried-rice": { name: "Chicken Fried Rice", category: "Fast Food", type: "non-veg", price: 219, servesFor: 1, description: "Smoky wok-fried rice with egg, chicken and vegetables." },
  "club-sandwich": { name: "Club Sandwich", category: "Fast Food", type: "non-veg", price: 209, servesFor: 1, description: "Triple-decker with grilled chicken, egg, lettuce and tomato, with fries." },
  "kimchi-fried-rice": { name: "Kimchi Fried Rice", category: "Fast Food", type: "veg", price: 279, servesFor: 1, description: "Fried rice with house kimchi and gochujang, topped with a fried egg." },
  bibimbap: { name: "Bibimbap Bowl", category: "Fast Food", type: "non-veg", price: 349, servesFor: 1, description: "Rice with sauteed vegetables, bulgogi chicken, a fried egg and gochujang." },
  "gulab-jamun": { name: "Gulab Jamun", category: "Sweets", type: "veg", price: 89, servesFor: 1, description: "Two warm milk-solid dumplings soaked in cardamom-rose syrup." },
  rasgulla: { name: "Rasgulla", category: "Sweets", type: "veg", price: 89, servesFor: 1, description: "Two spongy chhena balls in light sugar syrup, served chilled." },
  jalebi: { name: "Jalebi", category: "Sweets", type: "veg", price: 99, servesFor: 1, description: "Crisp saffron spirals fried in ghee and dipped in warm syrup." },
  "kaju-katli": { name: "Kaju Katli (250 g)", category: "Sweets", type: "veg", price: 299, servesFor: 3, description: "Diamond-cut cashew fudge finished with edible silver leaf." },
  "mango-lassi": { name: "Mango Lassi", category: "Desserts", type: "veg", price: 119, servesFor: 1, description: "Thick yoghurt blended with Alphonso mango pulp and a pinch of cardamom." },
  "cold-coffee": { name: "Cold Coffee", category: "Desserts", type: "veg", price: 139, servesFor: 1, description: "Creamy blended iced coffee with a scoop of vanilla ice cream." },
  "fresh-lime-soda": { name: "Fresh Lime Soda", category: "Desserts", type: "veg", price: 79, servesFor: 1, description: "Freshly squeezed lime with soda, sweet or salted as you like." },
  "watermelon-juice": { name: "Watermelon Juice", category: "Desserts", type: "veg", price: 99, servesFor: 1, description: "Cold-pressed watermelon with mint, no added sugar." },
  "chocolate-brownie": { name: "Walnut Brownie", category: "Desserts", type: "veg", price: 149, servesFor: 1, description: "Fudgy dark chocolate brownie with toasted walnuts." },
  "ice-cream-sundae": { name: "Hot Fudge Sundae", category: "Desserts", type: "veg", price: 179, servesFor: 1, description: "Vanilla ice cream, hot fudge, nuts and a cherry on top." },
  cheesecake: { name: "Blueberry Cheesecake", category: "Desserts", type: "veg", price: 229, servesFor: 1, description: "Baked New York cheesecake with blueberry compote." },
  kulfi: { name: "Malai Kulfi", category: "Desserts", type: "veg", price: 99, servesFor: 1, description: "Slow-reduced milk frozen with pistachio and saffron." },
  "butter-chicken": { name: "Butter Chicken", category: "Curries", type: "non-veg", price: 349, servesFor: 2, description: "Tandoori chicken in a velvety tomato, butter and fenugreek gravy." },
  "dal-makhani": { name: "Dal Makhani", category: "Curries", type: "veg", price: 249, servesFor: 2, description: "Black lentils simmered overnight with butter and cream." },
  "paneer-butter-masala": { name: "Paneer Butter Masala", category: "Curries", type: "veg", price: 279, servesFor: 2, description: "Soft paneer in a rich cashew-tomato gravy." },
  "chana-masala": { name: "Amritsari Chole", category: "Curries", type: "veg", price: 219, servesFor: 2, description: "Chickpeas in a dark, tangy gravy with whole spices." },
  "fish-curry": { name: "Kerala Fish Curry", category: "Curries", type: "non-veg", price: 369, servesFor: 2, description: "Seer fish simmered in coconut milk with kokum and curry leaves." },
  "rogan-josh": { name: "Rogan Josh", category: "Curries", type: "non-veg", price: 399, servesFor: 2, description: "Kashmiri mutton curry with red chilli, fennel and dry ginger." },
} satisfies Record<string, DemoDish>;

export type DemoDishKey = keyof typeof DEMO_DISHES;
