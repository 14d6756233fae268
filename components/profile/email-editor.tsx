"use client";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { EditEmailButton, EmailField } from "@/components/profile/email-field";
import type { UserType } from "@/lib/auth/session-user";

// The editor (react-hook-form, the write) is fetched on the first Edit, or when the pointer or focus
// reaches the button, a moment before. React.lazy rather than next/dynamic: its Suspense fallback
// takes props, so while it loads the page keeps drawing this email in the editor's own markup.
const loadEmailForm = () => import("@/components/profile/email-form");
const EmailForm = lazy(() => loadEmailForm().then((m) => ({ default: m.EmailForm })));

type EmailEditorProps = Readonly<{
  username: string;
  email: string;
  usertype: UserType;
  /** The read-only email field (EMAIL_INPUT), drawn on the server: shown until the editor has loaded. */
  field: ReactNode;
}>;

/** The profile email: read-only until Edit, sent on Save only when it really changed. */
export function EmailEditor({ username, email, usertype, field }: EmailEditorProps) {
  const [opened, setOpened] = useState(false);
  if (!opened) {
    return (
      <EmailField field={field}>
        <EditEmailButton onEdit={() => setOpened(true)} onEditSoon={() => void loadEmailForm()} />
      </EmailField>
    );
  }
  return (
    <Suspense
      fallback={
        <EmailField field={field}>
          <EditEmailButton disabled />
        </EmailField>
      }
    >
      <EmailForm username={username} email={email} usertype={usertype} onSaved={() => setOpened(false)} />
    </Suspense>
  );
}
