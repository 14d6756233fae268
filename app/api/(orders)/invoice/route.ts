// GET /api/invoice - an order's customer or its restaurant's owner reads the order's GST tax invoice (or credit note) as a PDF
import { handler } from "@/lib/http/handler";
import { InvoiceQuerySchema } from "@/lib/invoices/schemas";
import { readInvoicePdf } from "@/lib/invoices/service";

export const GET = handler({ auth: "user", query: InvoiceQuerySchema }, async ({ user, query }) => {
  const { number, pdf } = await readInvoicePdf(user, query._id, query.kind);
  // The number has "/" in it, which a file name cannot: SSE/26-27/000042 is saved as SSE-26-27-000042.pdf.
  const filename = `${number.replaceAll("/", "-")}.pdf`;
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
});
