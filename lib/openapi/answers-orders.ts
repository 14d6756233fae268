import { z } from "zod";
import { ORDER_EVENT_TYPES } from "@/lib/live/types";
import { ApiMenuItemSchema as ApiMenuItem } from "@/lib/menu/row";
import { DishType, GeoPoint, Id, KitchenStatusEnum, Paise, UserTypeEnum, WireStatus } from "@/lib/openapi/answer-parts";

// The orders area's answers (lib/openapi/answers.ts has the rule they follow): an order with its bill and delivery
// leg, a page of them, the kitchen's settings and queue, and the live events of the order-event stream.

const ApiDelivery = z.strictObject({
  state: z.enum(["searching", "assigned", "picked_up", "delivered", "self_delivery", "cancelled"]),
  rider: z
    .strictObject({
      firstName: z.string(),
      vehicle: z.enum(["bicycle", "scooter", "motorcycle", "electric_scooter"]),
      vehicleNumber: z.string().nullable(),
    })
    .nullable(),
  code: z
    .string()
    .nullable()
    .meta({ description: "The 4-digit delivery code: the customer's list only, until delivered." }),
  assignedAt: z.string().nullable(),
  pickedUpAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  noRiderAt: z.string().nullable().meta({ description: "When no rider was found within 10 minutes." }),
  flagged: z.boolean().meta({ description: "Five wrong codes at the door: the rider must call the restaurant." }),
  noContact: z.boolean(),
  distanceMeters: z.number().int().nullable(),
});
const When = z.string().nullable();

const TaxGroup = z.strictObject({
  rateBps: z.number().int().meta({ description: "The GST rate in basis points: 500 is 5%." }),
  taxablePaise: Paise.meta({ description: "The value the tax is on, without GST." }),
  gstPaise: Paise,
  cgstPaise: Paise.meta({ description: "Half the GST, rounded down." }),
  sgstPaise: Paise.meta({ description: "The rest: CGST + SGST = GST." }),
});

/** The bill (lib/money/bill.ts Bill): every amount in integer paise. */
export const ApiBill = z
  .strictObject({
    taxMode: z.enum(["inclusive", "exclusive"]).meta({
      description: "inclusive: the prices contain GST (shown, not added); exclusive: GST is a line of its own.",
    }),
    itemTotalPaise: Paise,
    packagingPaise: Paise,
    deliveryFeePaise: Paise,
    platformFeePaise: Paise,
    discountPaise: Paise,
    tipPaise: Paise,
    food: TaxGroup.meta({ description: "GST on food and packaging, at the restaurant's rate." }),
    fees: TaxGroup.meta({ description: "GST on the delivery and platform fees, at 18%." }),
    gstPaise: Paise.meta({ description: "All GST of the bill: contained in the prices, or added (exclusive)." }),
    totalPaise: Paise,
    lines: z
      .array(
        z.strictObject({
          key: z.enum(["items", "packaging", "delivery", "platformFee", "gst", "discount", "tip"]),
          label: z.string(),
          amountPaise: Paise.meta({ description: "Signed: the discount is negative." }),
        }),
      )
      .meta({ description: "The terms of the total in the order a bill lists them; zero terms left out." }),
  })
  .meta({ description: "An order's bill, in paise (lib/money/bill.ts); docs/money.md." });

export const ApiOrder = z
  .strictObject({
    _id: Id,
    createdAt: z.string(),
    customerName: z.string(),
    deliveryLocation: z.strictObject({
      address: z.string(),
      city: z.string(),
      state: z.string(),
      locality: z.string().nullable(),
      pincode: z.string().nullable(),
      phone: z.string().nullable(),
    }),
    restaurant_id: z.strictObject({
      _id: Id,
      name: z.string(),
      image: z.strictObject({ imageUrl: z.string() }),
      location: z.strictObject({ address: z.string(), city: z.string() }),
    }),
    items: z.array(
      z.strictObject({
        item_id: ApiMenuItem.extend({ available: z.boolean() }),
        quantity: z.number().int(),
        price: z.number().meta({ description: "The unit price paid, rupees." }),
        name: z.string(),
        type: DishType,
      }),
    ),
    subTotal: z.number(),
    deliveryCharge: z.number(),
    totalPrice: z.number(),
    bill: ApiBill.meta({
      description: "The whole bill in paise; for an order from before bills were kept, derived from its totals.",
    }),
    invoiceNumber: z.string().nullable().meta({
      description: "Its GST tax invoice's number once paid (the PDF: GET /api/invoice?_id=); null before.",
    }),
    creditNoteNumber: z.string().nullable().meta({
      description: "The credit note's number once refunded (GET /api/invoice?_id=&kind=credit_note); null before.",
    }),
    deliveryStatus: WireStatus,
    cancelledBy: UserTypeEnum.nullable(),
    cancelReason: z.string().nullable(),
    paymentStatus: z.enum(["awaiting_payment", "paid", "failed", "refunded", "cod_due"]).meta({
      description: "cod_due: a cash or UPI on delivery order not collected yet.",
    }),
    refund: z.strictObject({ status: z.enum(["refunded", "pending"]), amount: z.number() }).nullable(),
    refundedPaise: z.number().int().meta({
      description:
        "Paise refunded so far: the spec's refund of a cancelled order and the platform's refunds (issue 33).",
    }),
    refundPendingPaise: z.number().int().meta({ description: "Paise of refunds on their way (issue 33)." }),
    review: z.strictObject({ rating: z.number().int(), text: z.string().nullable() }).nullable(),
    payment_reference_id: z.string().nullable(),
    paymentMethod: z.enum(["online", "cod"]).meta({ description: "online, or cash or UPI on delivery (cod)." }),
    paidWith: z.string().nullable().meta({
      description:
        "The method of an online payment as the gateway reports it (upi, card, netbanking, wallet); null when unknown.",
    }),
    codCollectedAt: When.meta({ description: "When a cash on delivery order was collected at the door." }),
    codCollectedVia: z.enum(["cash", "upi"]).nullable(),
    codRefusedAt: When.meta({ description: "When the customer refused a cash on delivery order at the door." }),
    kitchenStatus: KitchenStatusEnum.meta({ description: "The kitchen's side (issue 30), beside deliveryStatus." }),
    acceptedAt: When,
    preparingAt: When,
    readyAt: When,
    rejectedAt: When,
    prepMinutes: z.number().int().nullable().meta({ description: "Promised on accept, 5-90." }),
    readyBy: When.meta({ description: "acceptedAt + prepMinutes." }),
    rejectReason: z.string().nullable(),
    outForDeliveryAt: When.meta({ description: "When the order left for delivery (issue 30 part 6)." }),
    deliveredAt: When.meta({ description: "When the order was delivered." }),
    estimatedDeliveryBy: When.meta({
      description:
        "When it should arrive: the kitchen's promise (or its usual preparation time) plus the travel estimate; null once delivered or cancelled.",
    }),
    delivery: ApiDelivery.nullable().meta({
      description: "The platform rider's delivery leg (issue 32); null when the restaurant delivers itself.",
    }),
    route: z.strictObject({ from: GeoPoint.nullable(), to: GeoPoint.nullable() }).meta({
      description: "The restaurant and the drop point, for the map; null where not placed.",
    }),
  })
  .meta({ description: "An order in the spec's shape, money in rupees (lib/orders/api-shape.ts toApiOrder)." });

export const OrdersPage = z.strictObject({
  orders: z.array(ApiOrder),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});

export const OrderChanged = z.strictObject({ message: z.string(), order: ApiOrder });

const KitchenSettings = z.strictObject({
  acceptWindowMinutes: z.number().int().meta({ description: "Minutes a paid order waits for Accept, 1-30." }),
  autoAccept: z.boolean(),
  defaultPrepMinutes: z.number().int().meta({ description: "What auto-accept promises, 5-90 minutes." }),
});
export const KitchenSettingsAnswer = z.strictObject({ settings: KitchenSettings });
export const KitchenSettingsSaved = z.strictObject({ message: z.string(), settings: KitchenSettings });
export const KitchenQueueAnswer = z.strictObject({
  waiting: z.array(
    z.strictObject({
      _id: Id,
      createdAt: z.string().meta({ description: "When the order was placed (ISO 8601)." }),
      acceptBy: z
        .string()
        .nullable()
        .meta({ description: "When the accept window ends and the order is rejected and refunded; null if never." }),
    }),
  ),
  count: z.number().int().meta({ description: "How many orders wait (the list holds the oldest 200)." }),
});

export const LiveOrderEvent = z.strictObject({
  eventId: z.string(),
  orderId: Id,
  type: z.enum(ORDER_EVENT_TYPES),
  status: WireStatus,
  kitchenStatus: KitchenStatusEnum.nullable(),
  createdAt: z.string(),
  customerName: z.string(),
  restaurantName: z.string(),
  cancelledBy: UserTypeEnum.nullable(),
  cancelReason: z.string().nullable(),
});
/** A rider's position for one of the customer's orders (issue 32): the `position` frame's data. */
export const LivePosition = z.strictObject({ orderId: Id, lat: z.number(), lng: z.number(), at: z.string() });
export const OrderEventsPage = z.strictObject({
  events: z.array(LiveOrderEvent),
  lastEventId: z.string(),
  /** A customer's page only: the last position of each of their deliveries a rider has (the map's fallback). */
  positions: z.array(LivePosition).optional(),
});
