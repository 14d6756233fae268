import { Logo } from "@/components/shell/logo";

// The spec's footer links all point at "#": the pages behind them do not exist yet.
const FOOTER_LINKS = ["Assistance", "FAQs", "About Us", "Policy", "Legal Terms"];

export function Footer() {
  return (
    <footer className="mt-16 border-t border-stone-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-col items-center gap-6 px-4 py-10 sm:flex-row sm:justify-between sm:px-6">
        <Logo />
        <nav aria-label="Footer" className="flex flex-wrap justify-center gap-x-6 gap-y-2">
          {FOOTER_LINKS.map((label) => (
            <a key={label} href="#" className="text-sm text-muted hover:text-brand-600">
              {label}
            </a>
          ))}
        </nav>
        {/* Outside the spec's footer links: the way in for delivery partners (issue 32). */}
        <a
          href="/auth/signup/rider"
          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-600 hover:underline"
        >
          Ride with us
        </a>
        <p className="text-xs text-muted">© {new Date().getFullYear()} Thali</p>
      </div>
    </footer>
  );
}
