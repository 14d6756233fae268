import { reviewHeadline, type OwnReview } from "@/lib/admin/partners-checks";

// The platform's review as a partner reads it on their console (issue 33 item 2): the owner's dashboard and settings,
// the rider's /rider. Nothing when approved; else the status ("Pending review: your restaurant is not listed yet",
// "Rejected: <reason>", "Suspended: <reason>") and what is still missing. Rendering only.

export function PartnerReviewBanner({ review }: Readonly<{ review: OwnReview | null }>) {
  if (!review) return null;
  const headline = reviewHeadline(review);
  if (!headline) return null;
  const tone =
    review.status === "pending"
      ? "border-amber-300 bg-amber-50 text-amber-950"
      : "border-red-300 bg-red-50 text-red-950";
  const after =
    review.status === "pending"
      ? "We review every new partner before it goes live; you get a mail when we decide."
      : review.status === "rejected"
        ? review.kind === "rider"
          ? "Correct what is listed in Your details below and save: we will look again."
          : "Fix what is listed and write to us: we will look again."
        : null;
  return (
    <section
      role="status"
      aria-label="Platform review"
      className={`rounded-xl border p-4 ${tone}`}
      data-testid="review-banner"
    >
      <p className="font-bold">{headline}</p>
      {after && <p className="mt-1 text-sm">{after}</p>}
      {review.missing.length > 0 && (
        <>
          <p className="mt-2 text-sm font-semibold">Still missing:</p>
          <ul className="mt-1 list-disc pl-5 text-sm">
            {review.missing.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
