import {
  emailChangeConfirm,
  emailChangeNotice,
  passwordReset,
  phoneAddedNotice,
  welcome,
} from "@/lib/messages/templates/account";
import { helpReply, helpRequest } from "@/lib/messages/templates/help";
import { orderPlaced, orderStatus, platformRefund, refundIssued } from "@/lib/messages/templates/orders";
import { partnerReview } from "@/lib/messages/templates/partners";

/** Every mail the app sends, by name. A job names its template and carries the template's data. */
export const MAIL_TEMPLATES = {
  welcome,
  passwordReset,
  emailChangeConfirm,
  emailChangeNotice,
  phoneAddedNotice,
  orderPlaced,
  orderStatus,
  refundIssued,
  platformRefund,
  helpReply,
  helpRequest,
  partnerReview,
};

export type MailTemplateName = keyof typeof MAIL_TEMPLATES;
