"use client";
import { usePathname, useSearchParams } from "next/navigation";

/*
 * A form pressed before the page's scripts have run is sent by the browser itself (issue 27, item 12).
 * With no method that was a GET, which put the email and password in the address bar and the history,
 * and showed nothing. The auth forms are method="post" to their own page with `early=1`: the fields
 * travel in the body (Next renders the page for a form-encoded POST and reads no body), and the page
 * that comes back says the form was pressed too soon. Once hydrated, React handles the submit and
 * the browser never sends the form.
 */

const FLAG = "early";

/** The form's `action`: this page, its query kept (the `redirect` after login), with the early flag. */
export function useEarlyAction(): string {
  const pathname = usePathname();
  const query = new URLSearchParams(useSearchParams()?.toString() ?? "");
  query.set(FLAG, "1");
  return `${pathname}?${query.toString()}`;
}

/**
 * Above an auth form: why nothing happened after an early press, and, with scripts off, that the
 * form needs them. `outcome` is what did not happen ("signed in", "your account was not created").
 */
export function EarlySubmitNotice({ outcome }: Readonly<{ outcome: string }>) {
  const early = useSearchParams()?.get(FLAG) === "1";
  return (
    <>
      {early && (
        <p role="alert" className="rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">
          The page had not finished loading, so {outcome}. It is ready now: please try again.
        </p>
      )}
      <noscript>
        <p className="rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">
          This form needs JavaScript. Please turn it on in your browser and reload the page.
        </p>
      </noscript>
    </>
  );
}
