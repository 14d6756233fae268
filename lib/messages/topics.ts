import type { UserType } from "@/lib/auth/session-user";

/**
 * The messages a user may turn on or off, per channel, with their defaults. Receipts (order placed,
 * refund issued) and security notices (verification, password reset, email change, one-time codes)
 * are transactional: they are always sent and are not topics (ALWAYS_SENT names them for the page).
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
    description:
      "When the restaurant starts, sends out or delivers your order, or cancels it, and when Thali support answers",
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

/** The channels a topic offers, in CHANNELS' order (the columns of the preferences page). */
export function channelsOf(topic: Topic): Channel[] {
  return CHANNELS.filter((channel) => topic.defaults[channel] !== undefined);
}

/**
 * The messages that go out whatever the user chose, by the account type that gets them: receipts are
 * a record of money, security notices the way an owner learns that someone is using their account.
 * Phone codes are customers' only (owners have no phone login).
 */
const ALWAYS_SENT: ReadonlyArray<{ label: string; userTypes: readonly UserType[] }> = [
  { label: "Receipt when you place an order", userTypes: ["customer"] },
  { label: "Refund issued", userTypes: ["customer"] },
  { label: "Thali support's answers to your help requests", userTypes: ["customer"] },
  { label: "Email address verification", userTypes: ["customer", "restaurant"] },
  { label: "Password reset", userTypes: ["customer", "restaurant"] },
  { label: "Email address change (to the new and the old address)", userTypes: ["customer", "restaurant"] },
  { label: "One-time login and phone codes", userTypes: ["customer"] },
];

export function alwaysSentFor(userType: UserType): string[] {
  return ALWAYS_SENT.filter((kind) => kind.userTypes.includes(userType)).map((kind) => kind.label);
}
