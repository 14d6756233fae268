import { Icon } from "@/components/ui/icon";
import type { FormEventHandler, ReactNode } from "react";
import { Button } from "@/components/ui/button";

type EmailFieldProps = Readonly<{
  /** The labelled email input (EMAIL_INPUT): read-only from the server, or the editor's registered one. */
  field: ReactNode;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  /** Edit, or Save while editing. */
  children: ReactNode;
}>;

/**
 * The profile email's form. One markup for the page's read-only first view and for the editor
 * loaded on Edit (email-form.tsx), so nothing moves when it arrives.
 */
export function EmailField({ field, onSubmit, children }: EmailFieldProps) {
  return (
    <form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
      {field}
      {children}
    </form>
  );
}

type EditEmailButtonProps = Readonly<{
  onEdit?: () => void;
  /** Called when the pointer or focus reaches the button: time to fetch what it opens. */
  onEditSoon?: () => void;
  disabled?: boolean;
}>;

/** The email's Edit button. */
export function EditEmailButton({ onEdit, onEditSoon, disabled }: EditEmailButtonProps) {
  return (
    <Button
      variant="outline"
      size="lg"
      className="sm:w-32"
      disabled={disabled}
      onPointerEnter={onEditSoon}
      onFocus={onEditSoon}
      onClick={(event) => {
        // React swaps this button for Save before the click's default action runs; without
        // this the browser would then submit the form as if Save had been pressed.
        event.preventDefault();
        onEdit?.();
      }}
    >
      <Icon name="pencil" className="h-4 w-4" /> Edit
    </Button>
  );
}
