import { z } from "zod";
import { longWordIn, longWordMessage } from "@/lib/text/limits";

/**
 * A required, trimmed text of at most `max` characters with no word over MAX_WORD_LENGTH, each refusal in
 * words an owner reads on the form (`label` is the form's name for the field, not the wire's key).
 */
export function ownerText(label: string, max: number) {
  return (
    z
      .string({ error: `${label} is required` })
      .trim()
      // one message at a time: a blank or overlong text is not also told about its words
      .min(1, { message: `${label} is required`, abort: true })
      .max(max, { message: `${label} must be at most ${max} characters`, abort: true })
      .refine((value) => longWordIn(value) === undefined, longWordMessage(label))
  );
}
