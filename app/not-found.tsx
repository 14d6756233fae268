import { Picture } from "@/components/ui/picture";
import { AppLink } from "@/components/ui/app-link";
import { buttonClasses } from "@/components/ui/button";

export default function NotFound() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-5 px-6 text-center">
      <Picture src="/images/no-orders.webp" alt="" width={300} height={225} className="h-auto w-60" />
      <h1 className="text-3xl font-extrabold">Page not found</h1>
      <p className="max-w-md text-muted">
        This page is not on the menu. It may have moved, or the link may be mistyped.
      </p>
      <div className="flex gap-3">
        <AppLink href="/" className={buttonClasses("outline", "md")}>
          Home
        </AppLink>
        <AppLink href="/restaurants" className={buttonClasses("primary", "md")}>
          Browse restaurants
        </AppLink>
      </div>
    </main>
  );
}
