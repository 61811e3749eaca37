export {
  type AiEngine,
  type AiTask,
  createAiEngine,
  type EngineInfo,
  type EngineKind,
  type EngineResult,
} from "./ai.ts";
