import { beforeEach, describe, expect, it, vi } from "vitest";

const sonner = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), dismiss: vi.fn() }));
vi.mock("sonner", () => ({ toast: sonner }));

import { toast, useToasterState } from "@/lib/ui/toast";

// One toast per test: Vitest answers two concurrent dynamic imports of a mocked module with the mock
// and the real module, so a test that fired two at once would measure the test runner.
describe("toast's durations (the spec's section 9)", () => {
  beforeEach(() => {
    vi.clearAllMocks();
    useToasterState.setState({ wanted: false, mounted: true });
  });

  it("keep a success 2 s when the call names no duration", async () => {
    toast.success("Menu item added");
    await vi.waitFor(() => expect(sonner.success).toHaveBeenCalled());
    expect(sonner.success).toHaveBeenCalledWith("Menu item added", expect.objectContaining({ duration: 2000 }));
  });

  it("keep an error 4 s when the call names no duration", async () => {
    toast.error("Network Error");
    await vi.waitFor(() => expect(sonner.error).toHaveBeenCalled());
    expect(sonner.error).toHaveBeenCalledWith("Network Error", expect.objectContaining({ duration: 4000 }));
  });

  it("keep the duration a call names", async () => {
    toast.success("Welcome back", { duration: 5000 });
    await vi.waitFor(() => expect(sonner.success).toHaveBeenCalled());
    expect(sonner.success).toHaveBeenCalledWith("Welcome back", expect.objectContaining({ duration: 5000 }));
  });
});

describe("a toast's action", () => {
  beforeEach(() => {
    vi.clearAllMocks();
    useToasterState.setState({ wanted: false, mounted: true });
  });

  it("reaches sonner as its action button, label and click", async () => {
    const onClick = vi.fn();
    toast.success("New order from Asha", { action: { label: "View order", onClick } });
    await vi.waitFor(() => expect(sonner.success).toHaveBeenCalled());
    const [, options] = sonner.success.mock.calls[0] as [string, { action: { label: string; onClick: () => void } }];
    expect(options.action.label).toBe("View order");
    options.action.onClick();
    expect(onClick).toHaveBeenCalledOnce();
  });
});
