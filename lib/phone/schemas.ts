import { z } from "zod";
import { PHONE_NUMBER_MESSAGE } from "@/lib/phone/number";

// The phone calls' bodies. The number's form (ten digits, 6-9, +91...) is checked by toE164 in the
// service, which answers 400 with PHONE_NUMBER_MESSAGE; zod only holds the shape and the size.

const CODE_MESSAGE = "Enter the 6-digit code from the text";

const phone = z.string({ error: PHONE_NUMBER_MESSAGE }).max(100, PHONE_NUMBER_MESSAGE);
const code = z
  .string({ error: CODE_MESSAGE })
  .max(20, CODE_MESSAGE)
  .transform((value) => value.replace(/\s/g, ""))
  .pipe(z.string().regex(/^[0-9]{6}$/, CODE_MESSAGE));

/** POST /api/phone/sendCode and POST /api/phone/loginCode. */
export const PhoneSchema = z.object({ phone });
/** POST /api/phone/verify and POST /api/phone/login. */
export const PhoneCodeSchema = z.object({ phone, code });
