import type { z } from "zod";
import type {
  AddressesAnswer as AddressesAnswerType,
  AddressSaved as AddressSavedType,
} from "@/lib/addresses/contract";
import type { LoginAnswer as LoginAnswerType, ProfileImageSet as ProfileImageSetType } from "@/lib/accounts/contract";
import type {
  ApiBill as ApiBillType,
  PaymentOrderAnswer as PaymentOrderAnswerType,
  PlaceOrderAnswer as PlaceOrderAnswerType,
  PreviewBillAnswer as PreviewBillAnswerType,
  VerifyPaymentAnswer as VerifyPaymentAnswerType,
} from "@/lib/checkout/contract";
import type {
  AvailableRidersAnswer as AvailableRidersAnswerType,
  DispatchStepAnswer,
  OfferAnswerBody,
  RiderOfferAnswer as RiderOfferAnswerType,
} from "@/lib/dispatch/contract";
import type { FavouriteAnswer } from "@/lib/favourites/contract";
import type { OrderEventsPage as OrderEventsPageType } from "@/lib/live/types";
import type { DrainReport } from "@/lib/jobs/worker";
import type {
  KitchenQueueAnswer as KitchenQueueAnswerType,
  KitchenSettingsAnswer as KitchenSettingsAnswerType,
  KitchenSettingsSaved as KitchenSettingsSavedType,
  KitchenStepAnswer as KitchenStepAnswerType,
} from "@/lib/kitchen/contract";
import type { PhoneVerified as PhoneVerifiedType } from "@/lib/phone/contract";
import type { PreferencesAnswer as PreferencesAnswerType } from "@/lib/messages/preference-contract";
import type { MaintenanceReport as MaintenanceReportType } from "@/lib/maintenance/service";
import type { ApiMenuGroup as ApiMenuGroupType, ApiMenuItem as ApiMenuItemType } from "@/lib/menu/api-shape";
import type * as A from "@/lib/openapi/answers";
import type { OfferSaved as OfferSavedType, OffersAnswer as OffersAnswerType } from "@/lib/offers/contract";
import type { RecordTicketPrintAnswer } from "@/lib/tickets/contract";
import type { SettlementAnswer as SettlementAnswerType } from "@/lib/money/contract";
import type {
  AddReviewAnswer as AddReviewAnswerType,
  ApiOrder as ApiOrderType,
  OrdersPage as OrdersPageType,
} from "@/lib/orders/contract";
import type {
  DashboardAnswer as DashboardAnswerType,
  MenuItemDeleted as MenuItemDeletedType,
  MenuItemSaved as MenuItemSavedType,
  OwnerMenuAnswer as OwnerMenuAnswerType,
  RestaurantSettingsSaved,
} from "@/lib/owner/contract";
import type {
  OpeningHoursAnswer as OpeningHoursAnswerType,
  OpeningHoursSaved as OpeningHoursSavedType,
} from "@/lib/restaurants/hours-contract";
import type {
  PaymentFailure as PaymentFailureType,
  PaymentSuccess as PaymentSuccessType,
} from "@/lib/payments/contract";
import type { ApiRestaurant as ApiRestaurantType } from "@/lib/restaurants/api-shape";
import type * as R from "@/lib/riders/contract";
import type { SearchAnswer as SearchAnswerType } from "@/lib/search/contract";
import type { Viewer as ViewerType } from "@/lib/viewer/types";

// Compile-time proof that each answer schema (lib/openapi/answers.ts) is the type the server builds: the
// shapers' ReturnType and the contract types. A field added to a shaper and not to its schema (or the
// reverse) fails `tsc`; a value that breaks the schema at run time fails tests/contract. Types only.

/** True when A and B are assignable both ways (same required fields, same field types). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Check<T extends true> = T;
type Out<S extends z.ZodType> = z.output<S>;

export type AnswerTypesMatch = [
  Check<Same<Out<typeof A.ApiMenuItem>, ApiMenuItemType>>,
  Check<Same<Out<typeof A.ApiMenuGroup>, ApiMenuGroupType>>,
  Check<Same<Out<typeof A.ApiRestaurant>, ApiRestaurantType>>,
  Check<Same<Out<typeof A.ApiOrder>, ApiOrderType>>,
  Check<Same<Out<typeof A.OrdersPage>, OrdersPageType>>,
  Check<Same<Out<typeof A.AddressesAnswer>, AddressesAnswerType>>,
  Check<Same<Out<typeof A.AddressSaved>, AddressSavedType>>,
  Check<Same<Out<typeof A.FavouriteIdsAnswer>, FavouriteAnswer>>,
  Check<Same<Out<typeof A.SearchAnswer>, SearchAnswerType>>,
  Check<Same<Out<typeof A.DashboardAnswer>, DashboardAnswerType>>,
  Check<Same<Out<typeof A.OwnerMenuAnswer>, OwnerMenuAnswerType>>,
  Check<Same<Out<typeof A.MenuItemSaved>, MenuItemSavedType>>,
  Check<Same<Out<typeof A.MenuItemDeleted>, MenuItemDeletedType>>,
  Check<Same<Out<typeof A.SettingsSaved>, RestaurantSettingsSaved>>,
  Check<Same<Out<typeof A.OrderChanged>, KitchenStepAnswerType>>,
  Check<Same<Out<typeof A.KitchenSettingsAnswer>, KitchenSettingsAnswerType>>,
  Check<Same<Out<typeof A.KitchenSettingsSaved>, KitchenSettingsSavedType>>,
  Check<Same<Out<typeof A.KitchenQueueAnswer>, KitchenQueueAnswerType>>,
  Check<Same<Out<typeof A.SettlementAnswer>, SettlementAnswerType>>,
  Check<Same<Out<typeof A.OpeningHoursAnswer>, OpeningHoursAnswerType>>,
  Check<Same<Out<typeof A.OpeningHoursSaved>, OpeningHoursSavedType>>,
  Check<Same<Out<typeof A.LoginAnswer>, LoginAnswerType>>,
  Check<Same<Out<typeof A.PhoneVerified>, PhoneVerifiedType>>,
  Check<Same<Out<typeof A.ProfileImageSet>, ProfileImageSetType>>,
  Check<Same<Out<typeof A.AddReviewAnswer>, AddReviewAnswerType>>,
  Check<Same<Out<typeof A.ApiBill>, ApiBillType>>,
  Check<Same<Out<typeof A.PaymentOrderAnswer>, PaymentOrderAnswerType>>,
  Check<Same<Out<typeof A.PreviewBillAnswer>, PreviewBillAnswerType>>,
  Check<Same<Out<typeof A.OffersAnswer>, OffersAnswerType>>,
  Check<Same<Out<typeof A.RiderOfferAnswer>, RiderOfferAnswerType>>,
  Check<Same<Out<typeof A.OfferAnswered>, OfferAnswerBody>>,
  Check<Same<Out<typeof A.AvailableRidersAnswer>, AvailableRidersAnswerType>>,
  Check<Same<Out<typeof A.OrderChanged>, DispatchStepAnswer>>,
  Check<Same<Out<typeof A.OfferSaved>, OfferSavedType>>,
  Check<Same<Out<typeof A.VerifyPaymentAnswer>, VerifyPaymentAnswerType>>,
  Check<Same<Out<typeof A.PlaceOrderAnswer>, PlaceOrderAnswerType>>,
  Check<Same<Out<typeof A.PaymentSuccess>, PaymentSuccessType>>,
  Check<Same<Out<typeof A.PaymentFailure>, PaymentFailureType>>,
  Check<Same<Out<typeof A.OrderEventsPage>, OrderEventsPageType>>,
  Check<Same<Out<typeof A.Viewer>, ViewerType>>,
  Check<Same<Out<typeof A.PreferencesAnswer>, PreferencesAnswerType>>,
  Check<Same<Out<typeof A.TicketPrintRecorded>, RecordTicketPrintAnswer>>,
  Check<Same<Out<typeof A.MaintenanceReport>, MaintenanceReportType & { jobs: DrainReport }>>,
  Check<Same<Out<typeof A.RiderMeAnswer>, R.RiderMe>>,
  Check<Same<Out<typeof A.RiderOnlineAnswer>, { rider: R.RiderProfile }>>,
  Check<Same<Out<typeof A.PositionAnswer>, R.PositionAnswer>>,
  Check<Same<Out<typeof A.PickedUpAnswer>, R.PickedUpAnswer>>,
  Check<Same<Out<typeof A.DeliveredAnswer>, R.DeliveredAnswer>>,
  Check<Same<Out<typeof A.RiderEarningsAnswer>, R.RiderEarnings>>,
];
