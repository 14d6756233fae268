"use client";
import { useMutation } from "@tanstack/react-query";
import { ArrowLeft, Printer } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { AppLink } from "@/components/ui/app-link";
import { Button, buttonClasses } from "@/components/ui/button";
import { errorMessage } from "@/lib/api/client";
import type { RecordTicketPrintAnswer } from "@/lib/tickets/contract";
import { saveAutoPrint, saveTicketWidth, useTicketSettings } from "@/lib/tickets/device-settings";
import { type TicketData, ticketLabel, ticketLines, TICKET_WIDTHS, type TicketWidth } from "@/lib/tickets/layout";
import { ticketEscPosHref } from "@/lib/tickets/links";
import { recordTicketPrint } from "@/lib/tickets/queries";
import { toast } from "@/lib/ui/toast";
import { cn } from "@/lib/ui/cn";

/** The printed line's height in mm at the ticket's print size (2.5 mm type, 1.25 leading). */
const LINE_MM = 3.2;
const PAGE_MARGIN_MM = 3;

/**
 * The print rules: the page is the paper's width and as long as the ticket (a roll has no page
 * length), and everything on the page but the ticket and the boxes around it goes, so the console's
 * bars and this page's buttons never reach the paper.
 */
function printCss(width: TicketWidth, lineCount: number): string {
  const height = Math.ceil(lineCount * LINE_MM + 2 * PAGE_MARGIN_MM + 2);
  return `
@page { size: ${width}mm ${height}mm; margin: ${PAGE_MARGIN_MM}mm; }
@media print {
  html, body { background: #fff !important; }
  body *:not(:has([data-kot])):not([data-kot]):not([data-kot] *) { display: none !important; }
  body *:has([data-kot]) {
    display: block !important; position: static !important; margin: 0 !important; padding: 0 !important;
    border: 0 !important; box-shadow: none !important; background: none !important; min-height: 0 !important;
    height: auto !important; max-width: none !important; width: auto !important; overflow: visible !important;
  }
  [data-kot] { font-size: 2.5mm !important; line-height: 1.25 !important; padding: 0 !important; box-shadow: none !important; margin: 0 !important; }
}`;
}

type Props = Readonly<{ orderId: string; ticket: TicketData; auto: boolean }>;

/**
 * A kitchen order ticket (KOT) for a 58 or 80 mm thermal printer through the browser's print dialog:
 * the width switch and the auto-print setting (this device's), Print, and the ticket as it will
 * print. Print records the print first, so the paper carries its KOT number and, from the second
 * copy, REPRINT. With `auto` (after an accept) it prints at once and goes back to the orders.
 */
export function KitchenTicket({ orderId, ticket, auto }: Props) {
  const router = useRouter();
  const settings = useTicketSettings();
  const [print, setPrint] = useState(ticket.print);
  const [announcement, setAnnouncement] = useState("");
  const columns = TICKET_WIDTHS[settings.width];
  const lines = ticketLines({ ...ticket, print }, columns);

  const printing = useMutation({
    mutationFn: () => recordTicketPrint(orderId),
    onSuccess: (answer: RecordTicketPrintAnswer) => {
      // The ticket must show this print's number (and REPRINT) before the dialog copies the page.
      flushSync(() => {
        setPrint({ printId: answer.printId, copy: answer.copy });
        setAnnouncement(answer.reprint ? `${answer.label}: reprint, copy ${answer.copy}` : `${answer.label} printed`);
      });
      window.print();
      if (auto) router.push("/restaurant/orders");
    },
    onError: (error) => toast.error(errorMessage(error)),
  });

  const started = useRef(false);
  useEffect(() => {
    if (!auto || started.current) return;
    started.current = true;
    printing.mutate();
  }, [auto, printing]);

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-5">
      <style>{printCss(settings.width, lines.length)}</style>
      <div className="flex flex-col gap-4 print:hidden">
        <AppLink
          href="/restaurant/orders"
          className="inline-flex w-fit items-center gap-1.5 text-sm font-semibold text-brand-600 hover:underline"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden /> Orders
        </AppLink>
        <div>
          <h1 className="text-2xl font-extrabold">Kitchen ticket {ticket.orderNumber}</h1>
          <p className="mt-1 text-sm text-muted">
            {print
              ? `${ticketLabel(print.printId)}: printed ${print.copy === 1 ? "once" : `${print.copy} times`}; printing again marks it REPRINT.`
              : "Not printed yet."}
          </p>
        </div>
        <div className="flex flex-wrap items-end gap-4">
          <fieldset className="flex flex-col gap-1.5">
            <legend className="mb-1.5 text-xs font-bold uppercase tracking-wider text-stone-500">Paper width</legend>
            <div className="flex gap-2">
              {([58, 80] as const).map((width) => (
                <label
                  key={width}
                  className={cn(
                    "flex h-10 cursor-pointer items-center gap-2 rounded-xl border px-3 text-sm font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500",
                    settings.width === width
                      ? "border-brand-500 bg-brand-50 text-brand-700"
                      : "border-stone-300 bg-white",
                  )}
                >
                  <input
                    type="radio"
                    name="ticket-width"
                    value={width}
                    checked={settings.width === width}
                    onChange={() => saveTicketWidth(width)}
                    className="accent-brand-600"
                  />
                  {width} mm
                </label>
              ))}
            </div>
          </fieldset>
          <Button onClick={() => printing.mutate()} disabled={printing.isPending} className="min-w-32">
            <Printer className="h-4 w-4" aria-hidden /> {print ? "Print again" : "Print"}
          </Button>
          <a href={ticketEscPosHref(orderId, settings.width)} className={buttonClasses("outline", "md")} download>
            ESC/POS file
          </a>
        </div>
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            checked={settings.autoPrint}
            onChange={(event) => saveAutoPrint(event.target.checked)}
            className="mt-0.5 h-4 w-4 accent-brand-600"
          />
          <span>
            Print the ticket when I accept an order{" "}
            <span className="text-muted">(on this device: the one with the printer)</span>
          </span>
        </label>
        <p role="status" aria-live="polite" className="sr-only">
          {announcement}
        </p>
      </div>

      <div className="overflow-x-auto print:overflow-visible">
        <section
          data-kot
          data-width={settings.width}
          aria-label={`Kitchen ticket, ${settings.width} mm`}
          className="mx-auto w-fit bg-white p-4 font-mono text-[11px] leading-tight text-black shadow-md ring-1 ring-stone-200 sm:text-sm"
        >
          <div style={{ width: `${columns}ch` }}>
            {lines.map((line, index) => (
              <div
                key={index}
                className={cn(
                  "whitespace-pre",
                  line.style !== "plain" && "font-bold",
                  line.style === "inverse" && "bg-black text-white [print-color-adjust:exact]",
                )}
              >
                {line.text || " "}
              </div>
            ))}
          </div>
        </section>
      </div>
    </div>
  );
}
