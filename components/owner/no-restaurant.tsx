/** What an owner account without a restaurant sees in place of a console page. */
export function NoRestaurant() {
  return (
    <p className="rounded-2xl bg-white p-6 text-muted ring-1 ring-stone-200">
      No restaurant is linked to this account yet.
    </p>
  );
}
