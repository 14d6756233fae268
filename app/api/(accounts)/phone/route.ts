// DELETE /api/phone - a customer removes their mobile number
import { handler } from "@/lib/http/handler";
import { removePhone } from "@/lib/phone/service";

export const DELETE = handler({ auth: "customer" }, async ({ user }) => removePhone(user));
