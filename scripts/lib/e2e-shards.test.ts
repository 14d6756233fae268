import { describe, expect, it } from "vitest";
import { shardPlaces, specFiles, splitByDuration } from "./e2e-shards.mjs";

describe("splitByDuration", () => {
  it("puts the longest specs first onto the lightest shard, so shards end about together", () => {
    const files = ["a.spec.ts", "b.spec.ts", "c.spec.ts", "d.spec.ts", "e.spec.ts"].map((f) => `tests/e2e/${f}`);
    const shards = splitByDuration(
      files,
      { "a.spec.ts": 300, "b.spec.ts": 200, "c.spec.ts": 150, "d.spec.ts": 100, "e.spec.ts": 60 },
      2,
    );
    expect(shards.map((s) => s.seconds)).toEqual([400, 410]);
    expect(shards[0]!.files).toEqual(["tests/e2e/a.spec.ts", "tests/e2e/d.spec.ts"]);
    expect(shards.flatMap((s) => s.files).sort()).toEqual(files);
  });

  it("counts a spec the durations do not know as the median, and never makes an empty shard", () => {
    const shards = splitByDuration(
      ["tests/e2e/new.spec.ts", "tests/e2e/old.spec.ts"],
      { "old.spec.ts": 50, "x.spec.ts": 10, "y.spec.ts": 90 },
      4,
    );
    expect(shards).toHaveLength(2);
    expect(shards.find((s) => s.files.includes("tests/e2e/new.spec.ts"))!.seconds).toBe(50);
  });

  it("splits the real specs into two shards within a tenth of each other by the committed durations", async () => {
    const { readDurations } = await import("./e2e-shards.mjs");
    const [one, two] = splitByDuration(specFiles(), readDurations(), 2);
    expect(Math.abs(one!.seconds - two!.seconds) / (one!.seconds + two!.seconds)).toBeLessThan(0.1);
  });
});

describe("shardPlaces", () => {
  it("gives each shard its own port, data folder, output folder and report", () => {
    const places = [0, 1, 2].map(shardPlaces);
    for (const key of ["E2E_PORT", "E2E_DATA_DIR", "E2E_OUTPUT_DIR", "E2E_REPORT", "NEXT_DIST_DIR"] as const) {
      expect(new Set(places.map((p) => p[key])).size).toBe(3);
    }
    expect(places[0]!.E2E_DATA_DIR).toBe(".data-e2e");
  });
});
