// One formatter for the whole app: building an Intl.NumberFormat is slow enough to matter in lists.
const rupees = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" });

/** An amount in rupees as the app shows it, e.g. `₹1,23,456.50` (Indian digit grouping). */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}
