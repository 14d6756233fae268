import type { Prisma } from "@/lib/generated/prisma/client";
import { toApiMenuItem } from "@/lib/menu/api-shape";
import { menuItemSelect } from "@/lib/menu/row";

/** The columns of an item as its owner sees it: the public one's plus the image's public id. */
export const ownerMenuItemSelect = { ...menuItemSelect, imagePublicId: true } as const satisfies Prisma.MenuItemSelect;

export type OwnerMenuItemRow = Prisma.MenuItemGetPayload<{ select: typeof ownerMenuItemSelect }>;

/**
 * A menu item as the partner console gets it: the spec's ApiMenuItem plus `public_id` (the spec's
 * menu item has it, and the edit form sends it back). Null for demo items with a bundled picture.
 */
export function toOwnerMenuItem(row: OwnerMenuItemRow, now: Date = new Date()) {
  return { ...toApiMenuItem(row, now), public_id: row.imagePublicId };
}

export type OwnerMenuItem = ReturnType<typeof toOwnerMenuItem>;

const rupees = (paise: number | bigint) => Number(paise) / 100;

export type DashboardFigures = {
  totalRevenuePaise: bigint | number;
  totalOrders: number;
  totalMenuItems: number;
  totalCustomers: number;
  categories: Array<{ category: string; count: number }>;
  /** Revenue of the months of the year that have any, by month index 0-11. */
  monthRevenuePaise: Map<number, bigint | number>;
  years: number[];
};

/** The spec's dashboardDetails: money in rupees, every month Jan-Dec (0-11) present, 0 when empty. */
export function toDashboardDetails(figures: DashboardFigures) {
  return {
    totalRevenue: rupees(figures.totalRevenuePaise),
    totalOrders: figures.totalOrders,
    totalMenuItems: figures.totalMenuItems,
    totalCustomers: figures.totalCustomers,
    categoryData: figures.categories.map((c) => ({ _id: c.category, categoryCount: c.count })),
    revenueData: Array.from({ length: 12 }, (_, month) => ({
      _id: month,
      totalRevenueOfMonth: rupees(figures.monthRevenuePaise.get(month) ?? 0),
    })),
    years: figures.years,
  };
}

export type DashboardDetails = ReturnType<typeof toDashboardDetails>;
