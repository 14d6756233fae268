// Sign-up hands its email to the login form it opens next, so the new user types only the password.
// Kept in sessionStorage (this tab only) rather than the URL, where an address would end up in the
// history and in server logs; read once and removed.

const KEY = "signedUpEmail";

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Remembers the address an account was just created with. */
export function rememberSignedUpEmail(email: string): void {
  try {
    storage()?.setItem(KEY, email);
  } catch {
    // Blocked or full: the login form is then empty, as before.
  }
}

/** The address an account was just created with in this tab, once. */
export function takeSignedUpEmail(): string | null {
  try {
    const store = storage();
    const email = store?.getItem(KEY) ?? null;
    store?.removeItem(KEY);
    return email;
  } catch {
    return null;
  }
}
