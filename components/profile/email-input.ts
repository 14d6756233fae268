import type { FormFieldProps } from "@/components/ui/form-field";

/** The profile email input's fixed props: the page's read-only first view and the editor draw the same field. */
export const EMAIL_INPUT = {
  id: "profile-email",
  label: "Email",
  type: "email",
  inputMode: "email",
  autoComplete: "email",
  className: "flex-1",
} as const satisfies FormFieldProps;
