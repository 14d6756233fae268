/** Blank values (`?status=`, `"pincode": ""`) mean "not given", as forms send them. */
export const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;
