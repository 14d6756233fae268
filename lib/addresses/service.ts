import "server-only";
import type { AddressRow } from "@/lib/addresses/api-shape";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { placeAddress } from "@/lib/geo/service";
import { AppError, notFound } from "@/lib/http/errors";
import { MAX_ADDRESSES_PER_CUSTOMER, type AddressInput } from "@/lib/location/schemas";
import { isRecordId } from "@/lib/restaurants/schemas";

// A customer's address book. Every call takes the acting customer and touches only their rows (each
// query is scoped to them): another customer's address id is simply not found (404), never "forbidden", so
// ids are not confirmed to exist. Changes that move the default run in one transaction that first
// locks the customer's row, so two tabs saving at once cannot leave two defaults, none, or 21 rows.

const addressSelect = {
  id: true,
  label: true,
  address: true,
  locality: true,
  city: true,
  state: true,
  pincode: true,
  phone: true,
  isDefault: true,
  lat: true,
  lng: true,
} satisfies Prisma.AddressSelect;

const TOO_MANY_ADDRESSES = `You can save at most ${MAX_ADDRESSES_PER_CUSTOMER} addresses; delete one first`;

type Tx = Prisma.TransactionClient;

/** Serialises address-book changes of one customer (the row lock is released at commit). */
async function lockAddressBook(tx: Tx, userId: string): Promise<void> {
  await tx.$queryRaw`SELECT "id" FROM "User" WHERE "id" = ${userId} FOR UPDATE`;
}

/**
 * The columns to write: the typed fields and the pin, the one given (the map, the browser's location) or
 * else its PIN code's place from the shipped table (none for a PIN code the table does not know).
 */
async function fields(input: AddressInput) {
  const { label, address, locality, city, state, pincode, phone } = input;
  const pin =
    input.lat !== undefined && input.lng !== undefined
      ? { lat: input.lat, lng: input.lng }
      : ((await placeAddress(pincode, locality)) ?? { lat: null, lng: null });
  return { label, address, locality, city, state, pincode, phone, ...pin };
}

/** The customer's addresses: the default first, then the newest. */
export async function listAddresses(customer: SessionUser): Promise<AddressRow[]> {
  return db().address.findMany({
    where: { userId: customer.id },
    select: addressSelect,
    orderBy: [{ isDefault: "desc" }, { createdAt: "desc" }, { id: "desc" }],
  });
}

/** The customer's default address, if they have saved any (checkout and the location fall back to it). */
export async function getDefaultAddress(customer: SessionUser): Promise<AddressRow | null> {
  return db().address.findFirst({ where: { userId: customer.id, isDefault: true }, select: addressSelect });
}

/** Saves a new address; the first one is the default, and `isDefault: true` moves the default to it. */
export async function createAddress(customer: SessionUser, input: AddressInput): Promise<AddressRow> {
  const userId = customer.id;
  const data = await fields(input);
  return db().$transaction(async (tx) => {
    await lockAddressBook(tx, userId);
    const count = await tx.address.count({ where: { userId } });
    if (count >= MAX_ADDRESSES_PER_CUSTOMER) throw new AppError(409, TOO_MANY_ADDRESSES);
    const isDefault = count === 0 || input.isDefault === true;
    if (isDefault) await tx.address.updateMany({ where: { userId, isDefault: true }, data: { isDefault: false } });
    return tx.address.create({ data: { ...data, userId, isDefault }, select: addressSelect });
  });
}

/**
 * Replaces an address's fields. `isDefault: true` makes it the default; `false` on the default is
 * ignored, since a customer with addresses always has one default (they choose another instead).
 */
export async function updateAddress(customer: SessionUser, id: string, input: AddressInput): Promise<AddressRow> {
  const userId = customer.id;
  if (!isRecordId(id)) throw notFound("Address");
  const data = await fields(input);
  return db().$transaction(async (tx) => {
    await lockAddressBook(tx, userId);
    const current = await tx.address.findFirst({ where: { id, userId }, select: { isDefault: true } });
    if (!current) throw notFound("Address");
    const makeDefault = input.isDefault === true && !current.isDefault;
    if (makeDefault) await tx.address.updateMany({ where: { userId, isDefault: true }, data: { isDefault: false } });
    return tx.address.update({
      where: { id },
      data: { ...data, isDefault: current.isDefault || makeDefault },
      select: addressSelect,
    });
  });
}

/** Deletes an address; when it was the default, the newest remaining address becomes the default. */
export async function deleteAddress(customer: SessionUser, id: string): Promise<void> {
  const userId = customer.id;
  if (!isRecordId(id)) throw notFound("Address");
  await db().$transaction(async (tx) => {
    await lockAddressBook(tx, userId);
    const current = await tx.address.findFirst({ where: { id, userId }, select: { isDefault: true } });
    if (!current) throw notFound("Address");
    await tx.address.delete({ where: { id } });
    if (!current.isDefault) return;
    const next = await tx.address.findFirst({
      where: { userId },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: { id: true },
    });
    if (next) await tx.address.update({ where: { id: next.id }, data: { isDefault: true } });
  });
}
