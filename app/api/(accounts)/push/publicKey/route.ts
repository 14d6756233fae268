// GET /api/push/publicKey - the key a browser subscribes to our push notifications with (public; not in the spec)
import { handler } from "@/lib/http/handler";
import { pushPublicKey } from "@/lib/push/service";

export const GET = handler({ auth: "public" }, async () => ({ publicKey: pushPublicKey() }));
