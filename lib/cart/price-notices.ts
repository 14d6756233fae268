"use client";
import { create } from "zustand";
import type { PriceNotice } from "./menu-check";

type PriceNoticeState = { notices: Record<string, PriceNotice> };

/**
 * Price changes found since the cart was opened, by item id. Not persisted and not part of the
 * cart: once the stored price is updated to the server's, only this remembers what it was.
 */
export const usePriceNotices = create<PriceNoticeState>()(() => ({ notices: {} }));
