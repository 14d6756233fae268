import type { UserType } from "@/lib/auth/session-user";

/**
 * The messages a user may turn on or off, per channel, with their defaults. Receipts (order placed,
 * refund issued) and security notices (verification, password reset, email change, one-time codes)
 * are transactional: they are always sent and are not listed here.
 */
export const CHANNELS = ["email", "push", "sms"] as const;
export type Channel = (typeof CHANNELS)[number];

export type Topic = {
  id: string;
  userType: UserType;
  label: string;
  description: string;
  /** Channels offered for this topic and whether each is on before the user chooses. */
  defaults: Partial<Record<Channel, boolean>>;
};

export const TOPICS = [
  {
    id: "order_updates",
    userType: "customer",
    label: "Order updates",
    description: "When the restaurant starts, sends out or delivers your order, or cancels it",
    defaults: { push: true, email: false, sms: false },
  },
  {
    id: "offers",
    userType: "customer",
    label: "Offers and news",
    description: "Occasional offers from restaurants you order from",
    defaults: { email: false, push: false },
  },
  {
    id: "new_orders",
    userType: "restaurant",
    label: "New orders",
    description: "Every new paid order, even when the console is closed",
    defaults: { push: true, email: false },
  },
] as const satisfies readonly Topic[];

export type TopicId = (typeof TOPICS)[number]["id"];

export function topicById(id: string): Topic | undefined {
  return TOPICS.find((topic) => topic.id === id);
}

export function topicsFor(userType: UserType): Topic[] {
  return TOPICS.filter((topic) => topic.userType === userType);
}
