import { z } from "zod";

/** One mail, as every template makes it: a subject, plain text, and HTML with the same words. */
export type RenderedMail = { subject: string; text: string; html: string };

export type MailTemplate<S extends z.ZodType> = {
  /** The data the template needs, checked again when the job runs (a job may outlive a deploy). */
  schema: S;
  render(data: z.output<S>): RenderedMail;
};

export function defineMail<S extends z.ZodType>(template: MailTemplate<S>): MailTemplate<S> {
  return template;
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text made safe inside HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** A tagged template whose substitutions are escaped; `raw()` marks HTML made here as safe. */
export function html(strings: TemplateStringsArray, ...values: Array<string | number | SafeHtml>): SafeHtml {
  let out = strings[0] ?? "";
  values.forEach((value, i) => {
    out += value instanceof SafeHtml ? value.value : escapeHtml(String(value));
    out += strings[i + 1] ?? "";
  });
  return new SafeHtml(out);
}

export class SafeHtml {
  constructor(readonly value: string) {}
}

export function join(parts: SafeHtml[]): SafeHtml {
  return new SafeHtml(parts.map((part) => part.value).join(""));
}

/** The whole HTML document: a simple, centred, table-free page that mail clients show as written. */
export function page(title: string, body: SafeHtml): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width" />
        <title>${title}</title>
      </head>
      <body style="margin:0;padding:24px;background:#f6f6f6;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
        <div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
          <p style="margin:0 0 16px;font-weight:bold;color:#ea580c;font-size:20px">Thali</p>
          ${body}
          <p style="margin:24px 0 0;font-size:12px;color:#6b7280">You get this mail because of your Thali account.</p>
        </div>
      </body>
    </html>`.value;
}

/** A button-like link that still reads as a link in plain-text clients. */
export function button(href: string, label: string): SafeHtml {
  return html`<p style="margin:16px 0">
      <a
        href="${href}"
        style="display:inline-block;background:#ea580c;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none"
        >${label}</a
      >
    </p>
    <p style="font-size:12px;color:#6b7280">Or open this link: ${href}</p>`;
}

const rupees = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" });

/** Paise as "₹1,234.50". */
export function formatPaise(paise: number): string {
  return rupees.format(paise / 100);
}

export const linkSchema = z.string().url();
