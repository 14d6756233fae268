import type { z } from "zod";
import type { PhoneCodeSchema, PhoneSchema } from "@/lib/phone/schemas";
import type { verifyPhone } from "@/lib/phone/service";

// The phone calls on the wire, written once: bodies from the handlers' zod schemas, answers from what
// the service builds. Types only: safe in browser code.

/** POST /api/phone/sendCode and /api/phone/loginCode. */
export type PhoneBody = z.input<typeof PhoneSchema>;
/** POST /api/phone/verify and /api/phone/login. */
export type PhoneCodeBody = z.input<typeof PhoneCodeSchema>;
/** POST /api/phone/verify's answer. */
export type PhoneVerified = Awaited<ReturnType<typeof verifyPhone>>;
