export type UserType = "customer" | "restaurant" | "rider" | "admin";

/** Who is asking: the only identity a service trusts. */
export type SessionUser = {
  id: string;
  username: string;
  email: string;
  userType: UserType;
  /** The restaurant a restaurant user owns; null for customers. */
  restaurantId: string | null;
  /** The login this session belongs to (its refresh-token family). */
  sessionId: string;
};
