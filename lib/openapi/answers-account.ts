import { z } from "zod";
import { CHANNELS } from "@/lib/messages/topics";
import { Id, ImageRef, UserTypeEnum } from "@/lib/openapi/answer-parts";

// An account's answers (lib/openapi/answers.ts has the rule they follow): logging in and renewing, the phone and
// the password, the profile picture, addresses, message preferences and the viewer.

/** POST /api/resetPassword: the message, and whose login page comes next. */
export const PasswordResetAnswer = z.strictObject({
  message: z.string(),
  usertype: UserTypeEnum,
});

export const ApiAddress = z.strictObject({
  _id: Id,
  label: z.string(),
  address: z.string(),
  locality: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  phone: z.string(),
  isDefault: z.boolean(),
  lat: z.number().nullable().meta({
    description: "Its map pin (issue 32), WGS84 degrees: set by hand, or placed from its PIN code; null when neither.",
  }),
  lng: z.number().nullable(),
});

export const AddressesAnswer = z.strictObject({ addresses: z.array(ApiAddress) });
export const AddressSaved = z.strictObject({ message: z.string(), address: ApiAddress });

/** GET and PUT /api/preferences: the caller's topics, each offered channel's value in force, and what is always sent. */
export const PreferencesAnswer = z.strictObject({
  topics: z.array(
    z.strictObject({
      topic: z.string(),
      label: z.string(),
      description: z.string(),
      channels: z.array(
        z.strictObject({
          channel: z.enum(CHANNELS),
          enabled: z.boolean().meta({ description: "The user's choice, else the default." }),
          default: z.boolean(),
        }),
      ),
    }),
  ),
  alwaysSent: z.array(z.string()).meta({ description: "Receipts and security notices: sent whatever the choices." }),
});

/** The VAPID public key, base64url (65 bytes): the `applicationServerKey` of PushManager.subscribe(). */
export const PushPublicKeyAnswer = z.strictObject({ publicKey: z.string() });

/** The spec's `user` object (less the tokens), as login and refresh give it. */
const LoginUser = z.strictObject({
  _id: Id,
  username: z.string(),
  email: z.string(),
  image: ImageRef,
  usertype: UserTypeEnum,
  favouriteRestaurants: z.array(Id),
  favouriteFoodItems: z.array(Id),
});

const RestaurantInfo = z.strictObject({
  _id: Id,
  user_id: z.strictObject({ _id: Id }),
  name: z.string(),
  image: ImageRef,
  location: z.strictObject({ address: z.string(), city: z.string(), state: z.string() }),
});

export const LoginAnswer = z.strictObject({
  message: z.string(),
  user: LoginUser.extend({ accessToken: z.string(), refreshToken: z.string() }),
  restaurantInfo: RestaurantInfo.optional().meta({ description: "Restaurant owners only." }),
});

export const PhoneVerified = z.strictObject({
  message: z.string(),
  phone: z.string().meta({ description: "E.164: +91 and ten digits" }),
  phoneVerifiedAt: z.string().meta({ description: "ISO 8601" }),
});

export const RefreshAnswer = z.strictObject({
  accessToken: z.string(),
  refreshToken: z.string(),
  user: LoginUser,
  restaurant: RestaurantInfo.optional().meta({ description: "Restaurant owners only (the spec's name here)." }),
});

export const ProfileImageSet = z.strictObject({ message: z.string(), image: ImageRef });

export const Viewer = z.strictObject({
  user: z
    .strictObject({
      id: Id,
      username: z.string(),
      userType: UserTypeEnum,
      imageUrl: z.string().nullable(),
      email: z.string(),
    })
    .nullable(),
  favourites: z.strictObject({ restaurantIds: z.array(Id), menuItemIds: z.array(Id) }).nullable(),
  location: z
    .strictObject({
      location: z.strictObject({ city: z.string(), locality: z.string().optional(), pincode: z.string().optional() }),
      source: z.enum(["chosen", "address"]),
    })
    .nullable(),
  canRenew: z.boolean().meta({ description: "A visitor holding a refresh cookie may renew and read again." }),
});
