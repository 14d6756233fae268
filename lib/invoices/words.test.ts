import { describe, expect, it } from "vitest";
import { amountInWords } from "@/lib/invoices/words";

describe("amountInWords", () => {
  it.each([
    [0, "Rupees Zero Only"],
    [1, "One Paisa Only"],
    [99, "Ninety Nine Paise Only"],
    [100, "Rupees One Only"],
    [52040, "Rupees Five Hundred Twenty and Forty Paise Only"],
    [42500, "Rupees Four Hundred Twenty Five Only"],
    [1_00_000_00, "Rupees One Lakh Only"],
    [1_00_001_01, "Rupees One Lakh One and One Paisa Only"],
    [12_34_567_89, "Rupees Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven and Eighty Nine Paise Only"],
    [1_00_00_000_00, "Rupees One Crore Only"],
    [
      1_23_45_67_890_00,
      "Rupees One Hundred Twenty Three Crore Forty Five Lakh Sixty Seven Thousand Eight Hundred Ninety Only",
    ],
    [
      99_99_99_99_999_99,
      "Rupees Nine Thousand Nine Hundred Ninety Nine Crore Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine and Ninety Nine Paise Only",
    ],
  ])("%i paise is %s", (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it("refuses what is not a whole number of paise", () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(1.5)).toThrow(RangeError);
  });
});
