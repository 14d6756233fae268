import { z } from "zod";

// The pieces every answer file of lib/openapi is built from.

export const Id = z.string();
export const Paise = z.number().int();
