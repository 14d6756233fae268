"use client";
import { Tooltip } from "@/components/ui/tooltip";
import { cn } from "@/lib/ui/cn";

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden>
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.7v3h3.9c2.3-2.1 3.5-5.2 3.5-8.8z"
      />
      <path fill="#34A853" d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3a7.2 7.2 0 0 1-10.8-3.8h-4v3.1A12 12 0 0 0 12 24z" />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1z" />
      <path fill="#EA4335" d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1A7.2 7.2 0 0 1 12 4.8z" />
    </svg>
  );
}

const base =
  "inline-flex h-12 w-full items-center justify-center gap-3 rounded-xl border border-stone-300 bg-white text-sm font-semibold text-ink";

/**
 * Sign in with Google. Until the server is configured for it the button stays focusable but
 * inert (aria-disabled rather than disabled), so that hover and keyboard users can read why.
 */
export function GoogleButton({ enabled = false, redirectTo }: Readonly<{ enabled?: boolean; redirectTo: string }>) {
  if (enabled) {
    // next-auth's client is fetched on click only, so the login page does not carry it.
    const signInWithGoogle = async () => {
      const { signIn } = await import("next-auth/react");
      await signIn("google", { redirectTo });
    };
    return (
      <button type="button" onClick={signInWithGoogle} className={cn(base, "hover:border-brand-400")}>
        <GoogleMark /> Sign in with Google
      </button>
    );
  }
  return (
    <Tooltip content="Google sign-in is not configured">
      <button
        type="button"
        aria-disabled="true"
        onClick={(event) => event.preventDefault()}
        className={cn(base, "cursor-not-allowed opacity-60")}
      >
        <GoogleMark /> Sign in with Google
      </button>
    </Tooltip>
  );
}
