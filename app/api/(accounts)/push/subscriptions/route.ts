// POST /api/push/subscriptions - a logged-in user's device gets push notifications; DELETE - it stops (not in the spec)
import { NextResponse } from "next/server";
import { handler } from "@/lib/http/handler";
import { PushSubscriptionSchema, PushUnsubscribeSchema } from "@/lib/push/schemas";
import { removeSubscription, saveSubscription } from "@/lib/push/service";

export const POST = handler({ auth: "user", body: PushSubscriptionSchema }, async ({ request, user, body }) => {
  const { created } = await saveSubscription(user, body, request.headers.get("user-agent"));
  return NextResponse.json({ message: "This device will get notifications" }, { status: created ? 201 : 200 });
});

export const DELETE = handler({ auth: "user", body: PushUnsubscribeSchema }, async ({ user, body }) => {
  await removeSubscription(user, body.endpoint);
  return { message: "This device will no longer get notifications" };
});
