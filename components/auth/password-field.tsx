"use client";
import { Eye, EyeOff } from "lucide-react";
import { useState } from "react";
import { FormField, type FormFieldProps } from "@/components/ui/form-field";

/** A password input with a button that shows or hides what was typed. */
export function PasswordField(props: Readonly<Omit<FormFieldProps, "type" | "trailing">>) {
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <FormField
      {...props}
      type={visible ? "text" : "password"}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? `Hide ${props.label.toLowerCase()}` : `Show ${props.label.toLowerCase()}`}
          aria-controls={props.id}
          className="inline-flex h-10 w-10 items-center justify-center rounded-lg text-muted hover:bg-stone-100 hover:text-ink"
        >
          <Icon className="h-5 w-5" aria-hidden />
        </button>
      }
    />
  );
}
