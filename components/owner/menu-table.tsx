import { Pencil, Trash2, Users } from "lucide-react";
import { Picture } from "@/components/ui/picture";
import { VegMarker } from "@/components/cart/veg-marker";
import { formatMenuPrice } from "@/components/owner/menu-search";
import { StockControl } from "@/components/owner/stock-control";
import type { ApiMenuItem } from "@/lib/menu/api-shape";
import { imageSrc } from "@/lib/images/image-src";

type MenuTableProps = Readonly<{
  items: readonly ApiMenuItem[];
  onEdit: (item: ApiMenuItem) => void;
  onDelete: (item: ApiMenuItem) => void;
}>;

const iconButton =
  "inline-flex h-10 w-10 items-center justify-center rounded-xl border border-stone-200 bg-white transition-colors";

/**
 * The spec's table (Image, Name, Category, Price, Actions) with each dish's stock beside its price on
 * wide screens; one card per dish on phones.
 */
export function MenuTable({ items, onEdit, onDelete }: MenuTableProps) {
  return (
    <>
      <div className="hidden overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Menu items</caption>
          <thead className="bg-stone-50 text-xs font-bold uppercase tracking-wider text-stone-500">
            <tr>
              <th scope="col" className="w-24 px-5 py-3">
                Image
              </th>
              <th scope="col" className="px-5 py-3">
                Name
              </th>
              <th scope="col" className="px-5 py-3">
                Category
              </th>
              <th scope="col" className="px-5 py-3 text-right">
                Price
              </th>
              <th scope="col" className="w-56 px-5 py-3">
                Stock
              </th>
              <th scope="col" className="w-32 px-5 py-3 text-right">
                Actions
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {items.map((item) => (
              <tr key={item._id} className="hover:bg-brand-50/30">
                <td className="px-5 py-3">
                  <Thumb item={item} size={56} />
                </td>
                <th scope="row" className="px-5 py-3 font-normal">
                  <span className="flex items-center gap-2 text-base font-semibold text-ink">
                    <VegMarker type={item.type} />
                    {item.name}
                  </span>
                  <span className="mt-0.5 flex items-center gap-1 text-xs text-muted">
                    <Users className="h-3.5 w-3.5" aria-hidden /> Serves {item.servesfor}
                  </span>
                </th>
                <td className="px-5 py-3">
                  <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700">
                    {item.category}
                  </span>
                </td>
                <td className="whitespace-nowrap px-5 py-3 text-right font-semibold tabular-nums">
                  {formatMenuPrice(item.price)}
                </td>
                <td className="px-5 py-3 align-top">
                  <StockControl item={item} />
                </td>
                <td className="px-5 py-3">
                  <div className="flex justify-end gap-2">
                    <button
                      type="button"
                      onClick={() => onEdit(item)}
                      aria-label={`Edit ${item.name}`}
                      title="Edit"
                      className={`${iconButton} text-ink hover:border-brand-400 hover:text-brand-600`}
                    >
                      <Pencil className="h-4 w-4" aria-hidden />
                    </button>
                    <button
                      type="button"
                      onClick={() => onDelete(item)}
                      aria-label={`Delete ${item.name}`}
                      title="Delete"
                      className={`${iconButton} text-red-600 hover:border-red-300 hover:bg-red-50`}
                    >
                      <Trash2 className="h-4 w-4" aria-hidden />
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul aria-label="Menu items" className="flex flex-col gap-3 md:hidden">
        {items.map((item) => (
          <li key={item._id} className="flex gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-stone-200">
            <Thumb item={item} size={80} />
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <p className="flex items-start gap-2 font-semibold leading-snug">
                <VegMarker type={item.type} className="mt-0.5" />
                <span className="min-w-0 break-words">{item.name}</span>
              </p>
              <p className="text-xs text-muted">
                {item.category} · Serves {item.servesfor}
              </p>
              <div className="mt-auto flex items-center justify-between gap-2 pt-1">
                <span className="font-bold tabular-nums">{formatMenuPrice(item.price)}</span>
                <div className="flex gap-2">
                  <button
                    type="button"
                    onClick={() => onEdit(item)}
                    aria-label={`Edit ${item.name}`}
                    className={`${iconButton} text-ink hover:border-brand-400 hover:text-brand-600`}
                  >
                    <Pencil className="h-4 w-4" aria-hidden />
                  </button>
                  <button
                    type="button"
                    onClick={() => onDelete(item)}
                    aria-label={`Delete ${item.name}`}
                    className={`${iconButton} text-red-600 hover:border-red-300 hover:bg-red-50`}
                  >
                    <Trash2 className="h-4 w-4" aria-hidden />
                  </button>
                </div>
              </div>
              <StockControl item={item} className="mt-2" />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

function Thumb({ item, size }: Readonly<{ item: ApiMenuItem; size: number }>) {
  return (
    <span
      className="relative block shrink-0 overflow-hidden rounded-xl bg-stone-100"
      style={{ width: size, height: size }}
    >
      {item.imageUrl && (
        <Picture src={imageSrc(item.imageUrl)} alt="" fill sizes={`${size}px`} className="object-cover" />
      )}
    </span>
  );
}
