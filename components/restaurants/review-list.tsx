import { Icon } from "@/components/ui/icon";
import { initialOf } from "@/lib/reviews/initial";
import type { ReviewView } from "@/lib/reviews/service";
import { cn } from "@/lib/ui/cn";
import { formatDate } from "@/lib/ui/format";

/** The Reviews tab: newest first, or an empty state. */
export function ReviewList({ reviews }: Readonly<{ reviews: ReviewView[] }>) {
  if (reviews.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl bg-white px-6 py-14 text-center ring-1 ring-stone-200">
        <Icon name="message-square-text" className="h-10 w-10 text-stone-300" />
        <p className="text-lg font-semibold">No reviews yet</p>
        <p className="max-w-sm text-sm text-muted">Customers can rate this restaurant once their order is delivered.</p>
      </div>
    );
  }
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {reviews.map((review) => (
        <li key={review.id} className="rounded-2xl bg-white p-5 ring-1 ring-stone-200">
          <article>
            <div className="flex items-center justify-between gap-3">
              <div className="flex items-center gap-3">
                <span
                  className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-700"
                  aria-hidden
                >
                  {initialOf(review.customerName)}
                </span>
                <div>
                  <h2 className="font-semibold">{review.customerName}</h2>
                  <time dateTime={review.createdAt} className="text-xs text-muted">
                    {formatDate(review.createdAt)}
                  </time>
                </div>
              </div>
              <Stars rating={review.rating} />
            </div>
            {review.text && <p className="mt-3 text-sm leading-relaxed text-ink">{review.text}</p>}
          </article>
        </li>
      ))}
    </ul>
  );
}

function Stars({ rating }: Readonly<{ rating: number }>) {
  return (
    <span role="img" aria-label={`Rated ${rating} out of 5`} className="flex shrink-0 gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => (
        <Icon
          name="star"
          key={n}
          className={cn("h-4 w-4", n <= rating ? "fill-amber-400 text-amber-400" : "text-stone-300")}
        />
      ))}
    </span>
  );
}
