import { useState } from "react";
import { api } from "#src/lib/api-client.ts";
import { toast } from "#src/ui/toaster.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import {
  type DealCardDto,
  type DealStage,
  CRM_MESSAGES as M,
  type PipelineColumnDto,
  type PipelineDto,
} from "../../crm.contract.ts";

type More = Record<string, { deals: DealCardDto[]; nextOffset: number | null }>;

/**
 * The pipeline's cards and moves. Each column shows its first batch; further batches are fetched on
 * request and kept here (so they outlive a switch to the list and back) until a move reloads the board.
 */
export function usePipelineBoard(pipeline: PipelineDto) {
  const { run, busy } = useStaffAction();
  const [more, setMore] = useState<More>({});
  const columnOf = (c: PipelineColumnDto) => more[c.stage] ?? { deals: [], nextOffset: c.nextOffset };
  const move = async (id: string, body: { stage: DealStage } | { direction: "left" | "right" }) => {
    const done = await run(`move:${id}`, () => api(`/api/crm/deals/${id}/stage`, { body }), {
      success: M.stageUpdated,
      failure: M.stageUpdateFailed,
    });
    if (done) setMore({});
    if (!done) throw new Error(M.stageUpdateFailed);
  };
  const loadMore = async (stage: DealStage, offset: number) => {
    try {
      const page = await api<{ deals: DealCardDto[]; nextOffset: number | null }>(
        `/api/crm/pipeline/column?stage=${stage}&offset=${offset}`,
      );
      setMore((m) => ({
        ...m,
        [stage]: { deals: [...(m[stage]?.deals ?? []), ...page.deals], nextOffset: page.nextOffset },
      }));
    } catch {
      toast.error(M.dealsLoadFailed);
    }
  };
  return {
    busy,
    cards: pipeline.columns.flatMap((c) => [...c.deals, ...columnOf(c).deals]),
    nextOffsetOf: (c: PipelineColumnDto) => columnOf(c).nextOffset,
    move,
    loadMore,
  };
}

export type PipelineBoardState = ReturnType<typeof usePipelineBoard>;
