import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GET as fetchRestaurants } from "@/app/api/(catalog)/fetchRestaurants/route";
import { GET as getRestauarntById } from "@/app/api/(catalog)/getRestauarntById/route";
import { GET as openingHours } from "@/app/api/(catalog)/openingHours/route";
import { POST as updateOpeningHoursRoute } from "@/app/api/(owner)/updateOpeningHours/route";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { isOpenNow } from "@/lib/restaurants/hours";
import { updateOpeningHours } from "@/lib/restaurants/hours-service";
import { openByHoursSql } from "@/lib/restaurants/open-sql";
import { addDays, localTime } from "@/lib/restaurants/week-hours";
import { createMenuItem, uniqueSuffix } from "@/tests/support/factories";
import { checkoutBody, customerSession, post } from "@/tests/support/order-calls";
import { ownerSession, strangers, type Answer } from "@/tests/support/owner-calls";
import { jsonPost } from "@/tests/support/session";

type Headers = Record<string, string>;

async function answer(response: Response): Promise<Answer> {
  return { status: response.status, body: await response.json() };
}

const save = async (body: unknown, headers: Headers) =>
  answer(await updateOpeningHoursRoute(jsonPost("/api/updateOpeningHours", body, headers)));

const read = async (restaurantId: string) =>
  answer(await openingHours(new Request(`http://localhost/api/openingHours?restaurantId=${restaurantId}`)));

const LUNCH_AND_DINNER = [
  { open: "12:00", close: "15:30" },
  { open: "19:00", close: "23:30" },
];
const EVERY_DAY = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
const todayInIst = () => localTime(new Date(), "Asia/Kolkata").date;

describe("POST /api/updateOpeningHours and GET /api/openingHours", () => {
  it("keeps lunch and dinner every day, a late Friday, and a holiday; anyone reads them", async () => {
    const { restaurant, headers } = await ownerSession();
    const before = await read(restaurant.id);
    expect(before.status).toBe(200);
    // Without a week, its one window (here around the clock) every day.
    expect(before.body.openingHours.weekly).toBe(false);
    expect(before.body.openingHours.week[0]).toEqual({
      day: "monday",
      name: "Monday",
      windows: [{ open: "00:00", close: "24:00" }],
    });

    const holiday = addDays(todayInIst(), 3);
    const week = EVERY_DAY.map((day) => ({
      day,
      windows: day === "friday" ? [LUNCH_AND_DINNER[0], { open: "19:00", close: "01:00" }] : LUNCH_AND_DINNER,
    }));
    const saved = await save({ week, closures: [{ date: holiday, reason: "Diwali" }] }, headers);
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe("Opening hours saved");

    const after = await read(restaurant.id);
    expect(after.body).toEqual({ openingHours: saved.body.openingHours });
    expect(after.body.openingHours.weekly).toBe(true);
    expect(after.body.openingHours.week[4].windows).toEqual([LUNCH_AND_DINNER[0], { open: "19:00", close: "01:00" }]);
    expect(after.body.openingHours.closures).toEqual([{ date: holiday, reason: "Diwali" }]);
    expect(await db().openingWindow.count({ where: { restaurantId: restaurant.id } })).toBe(14);

    // A part left out stays; an empty week goes back to the single window.
    expect((await save({ closures: [] }, headers)).body.openingHours.week[4].windows).toHaveLength(2);
    const reverted = await save({ week: [] }, headers);
    expect(reverted.body.openingHours.weekly).toBe(false);
    const row = await db().$queryRaw<{ same: string | null }[]>`
      SELECT "openWeekSameDay"::text AS same FROM "Restaurant" WHERE "id" = ${restaurant.id}`;
    expect(row[0]?.same).toBeNull();
  });

  it("refuses a week that does not fit with a 422 naming the day, and changes nothing", async () => {
    const { restaurant, headers } = await ownerSession();
    await save({ week: [{ day: "monday", windows: LUNCH_AND_DINNER }] }, headers);
    const before = await read(restaurant.id);
    const cases: Array<[unknown, string]> = [
      [
        {
          week: [
            {
              day: "tuesday",
              windows: [
                { open: "12:00", close: "15:00" },
                { open: "14:00", close: "16:00" },
              ],
            },
          ],
        },
        "Tuesday: 12:00-15:00 overlaps 14:00-16:00",
      ],
      [
        { week: [{ day: "wednesday", windows: [{ open: "10:00", close: "10:00" }] }] },
        "Wednesday: 10:00-10:00 is empty",
      ],
      [
        { week: [{ day: "thursday", windows: [{ open: "15:00", close: "12:00" }] }] },
        "Thursday: 15:00-12:00 ends before it starts (a window past midnight closes by 06:00)",
      ],
      [
        {
          week: [
            {
              day: "friday",
              windows: ["08", "10", "12", "14", "16"].map((h) => ({ open: `${h}:00`, close: `${h}:30` })),
            },
          ],
        },
        "Friday: at most 4 windows a day",
      ],
      [
        {
          week: [
            { day: "saturday", windows: [{ open: "20:00", close: "02:00" }] },
            { day: "sunday", windows: [{ open: "01:00", close: "10:00" }] },
          ],
        },
        "Sunday: Saturday's 20:00-02:00 overlaps 01:00-10:00",
      ],
    ];
    for (const [body, message] of cases) {
      const refused = await save(body, headers);
      expect(refused.status, message).toBe(422);
      expect(refused.body.message).toBe(message);
      expect(refused.body.errors.week).toContain(message);
    }
    const badClock = await save({ week: [{ day: "monday", windows: [{ open: "25:00", close: "10:00" }] }] }, headers);
    expect(badClock.status).toBe(422);
    expect(badClock.body.errors["week.0.windows.0.open"]).toEqual(["Opening time must be HH:MM (24-hour)"]);
    expect(await read(restaurant.id)).toEqual(before);
  });

  it("takes closures from today on, at most 60, each date once", async () => {
    const { restaurant, headers } = await ownerSession();
    const today = todayInIst();
    const past = await save({ closures: [{ date: addDays(today, -1), reason: "Holi" }] }, headers);
    expect(past.status).toBe(422);
    expect(past.body.errors.closures).toEqual([`${addDays(today, -1)} is in the past`]);
    const tooMany = Array.from({ length: 61 }, (_, i) => ({ date: addDays(today, i) }));
    expect((await save({ closures: tooMany }, headers)).body.errors.closures).toEqual(["At most 60 closures"]);
    const twice = await save({ closures: [{ date: today }, { date: today }] }, headers);
    expect(twice.body.errors.closures).toEqual(["Each date can be listed once"]);
    expect((await read(restaurant.id)).body.openingHours.closures).toEqual([]);
    const sixty = await save({ closures: tooMany.slice(0, 60) }, headers);
    expect(sixty.status).toBe(200);
    expect(sixty.body.openingHours.closures).toHaveLength(60);
  });

  it("is the owner's own: visitors 401, customers and others' calls reach only their own", async () => {
    const { restaurant } = await ownerSession();
    const { customer, otherOwner, visitor } = await strangers();
    expect((await save({ closures: [{ date: todayInIst() }] }, visitor)).status).toBe(401);
    expect((await save({ closures: [{ date: todayInIst() }] }, customer)).status).toBe(403);
    expect((await save({ closures: [{ date: todayInIst() }] }, otherOwner)).status).toBe(200);
    expect((await read(restaurant.id)).body.openingHours.closures).toEqual([]);
    expect((await read("cnosuchrestaurant00000000")).status).toBe(404);
    expect((await read("not an id")).status).toBe(422);
  });

  it("a holiday closes the kitchen: checkout refuses, the answers and the list say closed", async () => {
    const session = await ownerSession();
    const { headers } = session;
    // A name of its own: thousands of "Restaurant <suffix>" rows match the factory's name about as well, and a
    // closed kitchen sorts after the open ones, so a search by it could leave this one off the page.
    const restaurant = await db().restaurant.update({
      where: { id: session.restaurant.id },
      data: { name: `Diwali Holiday Kitchen ${uniqueSuffix()}` },
    });
    const dish = await createMenuItem(restaurant.id);
    const shopper = await customerSession();
    expect((await save({ closures: [{ date: todayInIst(), reason: "Diwali" }] }, headers)).status).toBe(200);

    const refused = await post("createPaymentOrder", checkoutBody(restaurant.id, [{ id: dish.id }]), shopper.headers);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(`${restaurant.name} is closed today (holiday)`);

    const one = await answer(
      await getRestauarntById(new Request(`http://localhost/api/getRestauarntById?_id=${restaurant.id}`)),
    );
    expect(one.body.restaurant.isOpen).toBe(false);
    expect(one.body.restaurant.closedDates).toEqual([todayInIst()]);
    const url = `http://localhost/api/fetchRestaurants?q=${encodeURIComponent(restaurant.name)}&pageSize=100`;
    const listed = (await answer(await fetchRestaurants(new Request(url)))).body.restaurants.find(
      (r: { _id: string }) => r._id === restaurant.id,
    );
    expect(listed.isOpen).toBe(false);

    expect((await save({ closures: [] }, headers)).status).toBe(200);
    const placed = await post("createPaymentOrder", checkoutBody(restaurant.id, [{ id: dish.id }]), shopper.headers);
    expect(placed.status).toBe(200);
  });
});

describe("the SQL form of the open rule", () => {
  const ZONES = ["Asia/Kolkata", "Europe/London", "America/New_York"];
  // Around the end of US summer time (1 November 2026), so zones whose offset moves are crossed too.
  const FROM = Date.UTC(2026, 9, 20);
  const SPAN_MINUTES = 30 * 1440;
  const clockText = (m: number) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;

  const windowArbitrary = fc
    .tuple(fc.integer({ min: 0, max: 1439 }), fc.integer({ min: 1, max: 8 * 60 }), fc.boolean())
    .map(([open, length, toEnd]) => ({
      open: clockText(open),
      close: toEnd ? "24:00" : clockText((open + length) % 1440),
    }));
  const weekArbitrary = fc.array(
    fc.record({ day: fc.constantFrom(...EVERY_DAY), windows: fc.array(windowArbitrary, { maxLength: 2 }) }),
    { maxLength: 7 },
  );

  it("for any week, closures, zone and instant, agrees with isOpenNow", async () => {
    const { restaurant, user } = await ownerSession();
    // Closures are checked against "today": the service is told it is well before the instants tried.
    const longAgo = new Date(Date.UTC(2026, 0, 1));
    let weeksTried = 0;
    await fc.assert(
      fc.asyncProperty(
        weekArbitrary,
        fc.subarray(
          Array.from({ length: 32 }, (_, i) => i),
          { maxLength: 12 },
        ),
        fc.constantFrom(...ZONES),
        fc.integer({ min: 0, max: 1439 }),
        fc.integer({ min: 0, max: 1439 }),
        fc.array(fc.integer({ min: 0, max: SPAN_MINUTES }), { minLength: 100, maxLength: 100 }),
        async (week, closedOffsets, timeZone, openMinute, closeMinute, offsets) => {
          const dedupedWeek = week.filter((d, i) => week.findIndex((e) => e.day === d.day) === i);
          await db().restaurant.update({ where: { id: restaurant.id }, data: { timeZone, openMinute, closeMinute } });
          const closures = closedOffsets.map((d) => ({
            date: new Date(FROM + (d - 1) * 86_400_000).toISOString().slice(0, 10),
          }));
          try {
            await updateOpeningHours(user, { week: dedupedWeek, closures }, longAgo);
          } catch {
            return; // a week that does not fit is refused and tells nothing about the rule
          }
          weeksTried++;
          const row = await db().restaurant.findUniqueOrThrow({ where: { id: restaurant.id } });
          const instants = offsets.map((m) => new Date(FROM + m * 60_000));
          const answers = await db().$queryRaw<{ i: number; open: boolean }[]>(Prisma.sql`
            SELECT t.i::int AS i, CASE ${Prisma.join(
              instants.map((at, i) => Prisma.sql`WHEN t.i = ${i} THEN ${openByHoursSql(at)}`),
              " ",
            )} END AS open
            FROM "Restaurant" r, generate_series(0, ${instants.length - 1}) AS t(i) WHERE r."id" = ${restaurant.id}
            ORDER BY t.i`);
          for (const { i, open } of answers) {
            const at = instants[i] as Date;
            expect(
              open,
              `${timeZone} ${at.toISOString()} ${JSON.stringify(dedupedWeek)} ${JSON.stringify(closures)}`,
            ).toBe(isOpenNow(row, at));
          }
        },
      ),
      { numRuns: 80 },
    );
    expect(weeksTried).toBeGreaterThan(10);
  }, 90_000);
});
