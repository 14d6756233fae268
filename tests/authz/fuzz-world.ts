// The world both fuzz files (fuzz*.integration.test.ts) run in: the routes in the authorization matrix,
// their realistic requests' actors and rows, the write recorder, and the handlers' logged errors.
import { rm } from "node:fs/promises";
import { afterAll, beforeAll, vi } from "vitest";
import { MATRIX, PENDING_MATRIX } from "@/tests/authz/matrix";
import { discoverRoutes } from "@/tests/authz/routes";
import { createWorld, type World } from "@/tests/authz/world";
import { installWriteRecorder } from "@/tests/authz/write-recorder";
import { createMenuItem } from "@/tests/support/factories";
import { setTemporaryDataDir } from "@/tests/support/image-fixtures";

/** Every route handler found on disk that the authorization matrix (or its pending part) describes. */
export async function fuzzedRoutes() {
  return (await discoverRoutes()).filter((r) => MATRIX[r.key] ?? PENDING_MATRIX[r.key]);
}

export type Fuzz = {
  world: World;
  /** Ids of real rows of every kind, for fields that should name one thing and get another. */
  ids: string[];
  /** What handlers logged with console.error since the case began (a case empties it). */
  errors: string[];
};

/**
 * Sets up, before the file's tests, a world with the ids a fuzzed field may take, records writes and
 * keeps console.error's lines in `errors`; undoes it all after them. The fields are filled in beforeAll.
 */
export function setUpFuzzWorld(): Fuzz {
  const dataDir = setTemporaryDataDir();
  // Filled in by beforeAll, before any test reads them.
  const fuzz: Fuzz = { world: undefined as unknown as World, ids: [], errors: [] };
  let uninstall: (() => void) | undefined;

  beforeAll(async () => {
    const world = await createWorld();
    fuzz.world = world;
    fuzz.ids = [
      world.customer.id,
      world.otherCustomer.id,
      world.owner.id,
      world.restaurant.id,
      world.otherRestaurant.id,
      // A dish of its own, not one of the world's: a fuzzed owner call may delete it or mark it sold out,
      // and the checkout rows need the world's dishes on sale (a run once failed on the seed that did).
      (await createMenuItem(world.restaurant.id)).id,
    ];
    uninstall = installWriteRecorder();
    // Handlers log what they refuse or fail on; the interesting lines are shown with a failing case.
    vi.spyOn(console, "error").mockImplementation(
      (...args: unknown[]) => void fuzz.errors.push(args.map(String).join(" ")),
    );
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
  });

  afterAll(async () => {
    uninstall?.();
    vi.restoreAllMocks();
    await rm(dataDir, { recursive: true, force: true });
  });

  return fuzz;
}
