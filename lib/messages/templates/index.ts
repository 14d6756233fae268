import {
  emailChangeConfirm,
  emailChangeNotice,
  passwordReset,
  phoneAddedNotice,
  welcome,
} from "@/lib/messages/templates/account";
import { orderPlaced, orderStatus, refundIssued } from "@/lib/messages/templates/orders";

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
};

export type MailTemplateName = keyof typeof MAIL_TEMPLATES;
