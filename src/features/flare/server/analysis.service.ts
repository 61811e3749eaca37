import { and, eq, isNull } from "drizzle-orm";
import type { AiEngine, EngineInfo } from "#src/platform/ai/index.ts";
import type { Db } from "#src/platform/db/db.ts";
import type { FlareAnalysis } from "../flare.contract.ts";
import { analyzeProjectTask } from "./analysis-engine.ts";
import { assertHolder } from "./designs.service.ts";
import { flareDesigns } from "./flare.tables.ts";
import type { FlareCaller } from "./gate.ts";

/**
 * AI Import: analyses a project description into features and screens for a design the caller
 * holds. The first description a design was analysed from is kept with it (later ones are not).
 */
export async function analyzeForDesign(
  services: { db: Db; ai: AiEngine },
  caller: FlareCaller,
  request: { input: string; designId: string },
): Promise<{ analysis: FlareAnalysis; engine: EngineInfo }> {
  const { db, ai } = services;
  await assertHolder(db, caller, request.designId);
  const { result, engine } = await ai.run(analyzeProjectTask, { input: request.input });
  await db
    .update(flareDesigns)
    .set({ initialRequirements: request.input })
    .where(and(eq(flareDesigns.id, request.designId), isNull(flareDesigns.initialRequirements)));
  return { analysis: result, engine };
}
