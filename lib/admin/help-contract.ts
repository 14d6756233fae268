import type { z } from "zod";
import type * as A from "@/lib/openapi/answers-admin-help";

// The help calls' wire types (issue 33 item 4), inferred from their answer schemas. Types only: safe in browser code.

export type CustomerHelpThread = z.infer<typeof A.CustomerHelpThread>;
export type CustomerHelpAnswer = z.infer<typeof A.CustomerHelpAnswer>;
export type HelpInboxAnswer = z.infer<typeof A.HelpInboxAnswer>;
export type AdminHelpThread = z.infer<typeof A.AdminHelpThread>;
export type AdminHelpReplyAnswer = z.infer<typeof A.AdminHelpReplyAnswer>;

/** What an order card knows of help on it (read with the page, not a call): its latest thread, and whether a new one may start. */
export type OrderHelpState = {
  thread: { _id: string; status: CustomerHelpThread["status"] } | null;
  canStart: boolean;
};

export type StartHelpRequest = { orderId: string; reason: CustomerHelpThread["reason"]; message: string };
export type AdminHelpReplyRequest = { message: string; refundPaise?: number; close?: boolean };
