// Spec section 7, "Restaurant owner": each row's request fields as the table names them, and the answer
// read as the spec's client reads it. The owner signs up, logs in and uploads through the spec's calls.
import { rm } from "node:fs/promises";
import { afterAll, describe, expect, it } from "vitest";
import { currentStatsYear, STATS_TIME_ZONE } from "@/lib/owner/months";
import { rebuildRestaurantStats } from "@/lib/owner/stats";
import { imageForm, specCustomer, specOwner } from "@/tests/contract/spec-accounts";
import type { SpecClient } from "@/tests/contract/spec-client";
import { createPaidOrder } from "@/tests/support/factories";
import { setTemporaryDataDir } from "@/tests/support/image-fixtures";

const dataDir = setTemporaryDataDir();
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

type Owner = Awaited<ReturnType<typeof specOwner>>;

/** The add form's fields for a dish, with a picture the owner uploads first. */
async function dishFields(owner: Owner, fields: Record<string, unknown> = {}) {
  const upload = await owner.client.post("/api/uploadToCloudinary", imageForm("FoodItemImages"));
  expect(upload.status, JSON.stringify(upload.body)).toBe(200);
  return {
    name: "Masala Dosa",
    category: "Breakfast",
    price: 120.5,
    type: "veg",
    servesfor: 1,
    description: "Crisp rice crepe with potato masala.",
    imageUrl: upload.body.imageUrl as string,
    public_id: upload.body.public_id as string,
    ...fields,
  };
}

/** The owner's dishes as the menu screen reads them. */
async function itemsOf(client: SpecClient, restaurantId: string) {
  const answer = await client.get("/api/getItemsByRestaurantId", { restaurant_id: restaurantId });
  expect(answer.status).toBe(200);
  return answer.body.items as Array<Record<string, unknown> & { _id: string }>;
}

async function addDish(owner: Owner, fields: Record<string, unknown> = {}) {
  const body = { ...(await dishFields(owner, fields)), restaurant_id: owner.restaurantInfo._id };
  const answer = await owner.client.post("/api/addMenuItem", body);
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
  const item = (await itemsOf(owner.client, owner.restaurantInfo._id)).find((i) => i.name === body.name)!;
  return { body, item };
}

describe("The restaurant owner's calls as the spec's client makes them", () => {
  it("GET /api/getDashboardDetails: query _id, year -> dashboardDetails", async () => {
    const owner = await specOwner();
    const restaurantId: string = owner.restaurantInfo._id;
    const { item } = await addDish(owner, { category: "Starters", price: 150 });
    const { user: customer } = await specCustomer();
    const order = await createPaidOrder(customer._id, restaurantId, {
      status: "delivered",
      lines: [{ menuItemId: item._id, quantity: 2, pricePaise: 15000, name: "Masala Dosa" }],
    });
    await rebuildRestaurantStats(restaurantId);

    const answer = await owner.client.get("/api/getDashboardDetails", { _id: restaurantId, year: currentStatsYear() });
    expect(answer.status).toBe(200);
    const { dashboardDetails } = answer.body;
    expect(dashboardDetails.totalRevenue).toBe(order.totalPaise / 100);
    expect(dashboardDetails.totalOrders).toBe(1);
    expect(dashboardDetails.totalMenuItems).toBe(1);
    expect(dashboardDetails.totalCustomers).toBe(1);
    expect(dashboardDetails.categoryData).toEqual([{ _id: "Starters", categoryCount: 1 }]);
    const month =
      Number(new Intl.DateTimeFormat("en-US", { timeZone: STATS_TIME_ZONE, month: "numeric" }).format()) - 1;
    expect(dashboardDetails.revenueData[month]).toEqual({ _id: month, totalRevenueOfMonth: order.totalPaise / 100 });
  });

  it("POST /api/addMenuItem: the item fields plus restaurant_id -> message", async () => {
    const owner = await specOwner();
    const body = { ...(await dishFields(owner)), restaurant_id: owner.restaurantInfo._id };
    const answer = await owner.client.post("/api/addMenuItem", body);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe("Menu item added");
    const [item] = await itemsOf(owner.client, owner.restaurantInfo._id);
    expect(item).toMatchObject({
      name: "Masala Dosa",
      price: 120.5,
      imageUrl: body.imageUrl,
      public_id: body.public_id,
    });
  });

  it("POST /api/updateMenuItem: the item fields including _id -> message", async () => {
    const owner = await specOwner();
    const { item } = await addDish(owner);
    const answer = await owner.client.post("/api/updateMenuItem", {
      _id: item._id,
      name: "Ghee Roast Dosa",
      category: "Breakfast",
      price: 140,
      type: "veg",
      servesfor: 2,
      description: "With ghee.",
      imageUrl: item.imageUrl,
      public_id: item.public_id,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe("Menu item updated");
    const [updated] = await itemsOf(owner.client, owner.restaurantInfo._id);
    expect(updated).toMatchObject({ _id: item._id, name: "Ghee Roast Dosa", price: 140, servesfor: 2 });
    expect(updated!.imageUrl).toBe(item.imageUrl);
  });

  it("GET /api/getItemsByRestaurantId: query restaurant_id -> items", async () => {
    const owner = await specOwner();
    const { body } = await addDish(owner, { name: "Idli", category: "Breakfast", price: 60, servesfor: 2 });
    const answer = await owner.client.get("/api/getItemsByRestaurantId", { restaurant_id: owner.restaurantInfo._id });
    expect(answer.status).toBe(200);
    expect(answer.body.items).toHaveLength(1);
    const [item] = answer.body.items;
    expect(item._id).toEqual(expect.any(String));
    expect(item.name).toBe("Idli");
    expect(item.category).toBe("Breakfast");
    expect(item.price).toBe(60);
    expect(item.type).toBe("veg");
    expect(item.servesfor).toBe(2);
    expect(item.description).toBe(body.description);
    expect(item.imageUrl).toBe(body.imageUrl);
    expect(item.public_id).toBe(body.public_id);
    expect(item.restaurant_id).toBe(owner.restaurantInfo._id);
  });

  it("POST /api/deleteMenuItem: _id, public_id -> message", async () => {
    const owner = await specOwner();
    const { item } = await addDish(owner);
    const answer = await owner.client.post("/api/deleteMenuItem", { _id: item._id, public_id: item.public_id });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe("Menu item deleted");
    expect(await itemsOf(owner.client, owner.restaurantInfo._id)).toEqual([]);
  });
});
