import { z } from "zod";
import { button, defineMail, html, join, linkSchema, page } from "@/lib/messages/templates/layout";

// The platform's review of a partner (issue 33 item 2): each decision is mailed to the restaurant's owner or the
// delivery partner, in the transaction that takes it (lib/admin/partners-review.ts).

const what = (kind: "restaurant" | "rider", name: string) =>
  kind === "restaurant" ? `Your restaurant ${name}` : "Your delivery partner account";

function headline(d: { kind: "restaurant" | "rider"; name: string; decision: string }): string {
  const subject = what(d.kind, d.name);
  if (d.decision === "approve") {
    return d.kind === "restaurant" ? `${subject} is approved and listed on Thali` : `${subject} is approved`;
  }
  if (d.decision === "reinstate") return `${subject} is reinstated`;
  if (d.decision === "reject") return `${subject} was not approved`;
  return `${subject} is suspended`;
}

function nextStep(d: { kind: "restaurant" | "rider"; decision: string }): string {
  if (d.decision === "approve" || d.decision === "reinstate") {
    return d.kind === "restaurant"
      ? "Customers can find your restaurant and order from it now."
      : "You can go online and take deliveries now.";
  }
  if (d.decision === "reject") return "Fix what is listed below and we will look at it again.";
  return d.kind === "restaurant"
    ? "Your restaurant is not listed and takes no new orders until it is reinstated. Orders already placed go on."
    : "You cannot go online until your account is reinstated.";
}

/** A decision on a partner: approved, rejected (with the reason), suspended (with the reason) or reinstated. */
export const partnerReview = defineMail({
  schema: z.object({
    username: z.string(),
    kind: z.enum(["restaurant", "rider"]),
    name: z.string(),
    decision: z.enum(["approve", "reject", "suspend", "reinstate"]),
    reason: z.string().nullable(),
    missing: z.array(z.string()),
    consoleUrl: linkSchema,
  }),
  render: (d) => {
    const title = headline(d);
    const reasonText = d.reason ? `\nReason: ${d.reason}\n` : "";
    const missingText =
      d.missing.length > 0 ? `\nStill missing:\n${d.missing.map((m) => `  - ${m}`).join("\n")}\n` : "";
    return {
      subject: title,
      text: `Hi ${d.username},\n\n${title}.\n${reasonText}\n${nextStep(d)}\n${missingText}\nOpen your console: ${d.consoleUrl}\n`,
      html: page(
        title,
        html`<p>Hi ${d.username},</p>
          <p><strong>${title}.</strong></p>
          ${d.reason ? html`<p>Reason: ${d.reason}</p>` : html``}
          <p>${nextStep(d)}</p>
          ${
            d.missing.length > 0
              ? html`<p>Still missing:</p>
                  <ul>
                    ${join(d.missing.map((m) => html`<li>${m}</li>`))}
                  </ul>`
              : html``
          }
          ${button(d.consoleUrl, "Open your console")}`,
      ),
    };
  },
});
