export { type AiEngine, type AiTask, createAiEngine, type EngineInfo } from "./ai.ts";
