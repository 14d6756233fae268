/** The customer top bar's browse links, in the spec's order and with its texts. */
export const NAV_LINKS = [
  { href: "/", label: "Home" },
  { href: "/restaurants", label: "Restaurants" },
  { href: "/auth/partner-with-us-restaurant", label: "Add your restaraunt" },
  { href: "/aboutus", label: "aboutus" },
] as const;
