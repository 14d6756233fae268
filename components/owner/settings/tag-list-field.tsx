"use client";
import { Plus, X } from "lucide-react";
import { useId, useRef, useState, type KeyboardEvent } from "react";
import { inputClasses } from "@/components/ui/form-field";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/ui/cn";

type TagListFieldProps = Readonly<{
  label: string;
  hint: string;
  values: readonly string[];
  onChange: (values: string[]) => void;
  /** Why one typed entry cannot be added (loaded lazily with the form's rules), or undefined. */
  check: (value: string) => Promise<string | undefined>;
  /** Splits what was typed or pasted into entries ("," for cities; also spaces for PIN codes). */
  separator: RegExp;
  max: number;
  /** What one entry is called, for the remove buttons and messages ("city", "PIN code"). */
  noun: string;
  error?: string;
  inputMode?: "text" | "numeric";
  /** Offered while typing (a datalist). */
  suggestions?: readonly string[];
}>;

const keyOf = (value: string) => value.trim().replace(/\s+/g, " ").toLowerCase();

/** A list of short entries as removable chips, with a box to add more (Enter or the Add button). */
export function TagListField({
  label,
  hint,
  values,
  onChange,
  check,
  separator,
  max,
  noun,
  error,
  inputMode = "text",
  suggestions,
}: TagListFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState("");
  const [problem, setProblem] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const shown = problem ?? error;

  const add = async () => {
    const entries = draft
      .split(separator)
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (entries.length === 0) return;
    const next = [...values];
    for (const entry of entries) {
      const refusal = await check(entry);
      if (refusal) return setProblem(`${entry}: ${refusal}`);
      if (next.some((v) => keyOf(v) === keyOf(entry))) continue;
      if (next.length >= max) return setProblem(`At most ${max} ${noun}s can be listed`);
      next.push(entry);
    }
    setProblem(undefined);
    setDraft("");
    onChange(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    // Enter adds the entry here; it must not send the whole form.
    event.preventDefault();
    void add();
  };

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={`${id}-input`} className="text-sm font-semibold">
        {label} <span className="font-normal text-muted">({values.length})</span>
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-input`}
          ref={input}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            setProblem(undefined);
          }}
          onKeyDown={onKeyDown}
          inputMode={inputMode}
          autoComplete="off"
          list={suggestions ? `${id}-suggestions` : undefined}
          aria-invalid={shown ? true : undefined}
          aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ""}`}
          className={cn(inputClasses, "min-w-0 flex-1")}
        />
        <Button variant="outline" size="lgNarrow" onClick={() => void add()} aria-label={`Add ${noun}`}>
          <Plus className="h-5 w-5" aria-hidden /> <span className="max-sm:sr-only">Add</span>
        </Button>
      </div>
      {suggestions && (
        <datalist id={`${id}-suggestions`}>
          {suggestions.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
      )}
      <p id={`${id}-hint`} className="text-xs text-muted">
        {hint}
      </p>
      {shown && (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-600">
          {shown}
        </p>
      )}
      {values.length > 0 && (
        <ul aria-label={label} className="mt-1 flex flex-wrap gap-2">
          {values.map((value) => (
            <li
              key={value}
              className="inline-flex h-9 items-center gap-1 rounded-full bg-brand-50 pl-3.5 pr-1 text-sm font-medium text-brand-800 ring-1 ring-brand-200"
            >
              {value}
              <button
                type="button"
                onClick={() => {
                  onChange(values.filter((v) => v !== value));
                  // the button goes with its chip: the keyboard user continues from the box
                  input.current?.focus();
                }}
                aria-label={`Remove ${value}`}
                className="inline-flex h-7 w-7 items-center justify-center rounded-full hover:bg-brand-100"
              >
                <X className="h-4 w-4" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
