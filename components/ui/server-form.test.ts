import { afterEach, describe, expect, it, vi } from "vitest";
import { serverFieldErrors, serverSubmit } from "@/components/ui/server-form";
import { ApiError } from "@/lib/api/client";
import { toast } from "@/lib/ui/toast";

type Values = { name: string; opentime: { hour: string } };
const pathOf = (field: string) =>
  field === "name" ? ("name" as const) : field === "opentime.openhour" ? ("opentime.hour" as const) : null;

describe("a form that saves to the server", () => {
  afterEach(() => vi.restoreAllMocks());

  it("puts the server's field errors on the form's fields and toasts the first one", () => {
    const setError = vi.fn();
    const refused = new ApiError(400, "Validation failed", {
      "opentime.openhour": ["Hour must be 0 to 23"],
      name: ["Name is required"],
      unknownField: ["not on this form"],
    });
    expect(serverFieldErrors<Values>(refused, setError, pathOf)).toBe("Hour must be 0 to 23");
    expect(setError.mock.calls).toEqual([
      ["opentime.hour", { message: "Hour must be 0 to 23" }],
      ["name", { message: "Name is required" }],
    ]);
  });

  it("says the error's own words when it names no field (a network failure, a 409)", () => {
    const setError = vi.fn();
    expect(serverFieldErrors<Values>(new ApiError(409, "Email already exists"), setError, pathOf)).toBe(
      "Email already exists",
    );
    expect(serverFieldErrors<Values>(new TypeError("Failed to fetch"), setError, pathOf)).toBe("Network Error");
    expect(setError).not.toHaveBeenCalled();
  });

  it("after a save clears the old error toasts and hands on the answer; a refusal is toasted and never rejects", async () => {
    const error = vi.spyOn(toast, "error").mockImplementation(() => undefined);
    const dismiss = vi.spyOn(toast, "dismissErrors").mockImplementation(() => undefined);
    const onSaved = vi.fn();
    const onRefused = vi.fn();
    const save = vi
      .fn<(values: Values) => Promise<string>>()
      .mockResolvedValueOnce("saved")
      .mockRejectedValueOnce(new ApiError(400, "Validation failed", { name: ["Name is required"] }));
    const submit = serverSubmit<Values, Values, string>({ setError: vi.fn(), pathOf, save, onSaved, onRefused });
    const values = { name: "Udupi", opentime: { hour: "9" } };

    await submit(values);
    expect(dismiss).toHaveBeenCalledTimes(1);
    expect(onSaved).toHaveBeenCalledWith("saved");

    await expect(submit(values)).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith("Name is required");
    expect(onRefused).toHaveBeenCalledTimes(1);
    expect(onSaved).toHaveBeenCalledTimes(1);
  });
});
