import type { Db } from "#src/platform/db/db.ts";
import { assertHolder } from "./designs.service.ts";
import { flareWireframeFeedback } from "./flare.tables.ts";
import { callerLabel, type FlareCaller } from "./gate.ts";

/** Stores 'Looks Good' (positive) or 'Needs Work' (negative) on a screen's wireframe. */
export async function recordWireframeFeedback(
  db: Db,
  caller: FlareCaller,
  designId: string,
  input: { screenId: string; verdict: "positive" | "negative" },
): Promise<void> {
  await assertHolder(db, caller, designId);
  await db.insert(flareWireframeFeedback).values({
    designId,
    screenId: input.screenId,
    verdict: input.verdict,
    givenBy: callerLabel(caller),
  });
}
