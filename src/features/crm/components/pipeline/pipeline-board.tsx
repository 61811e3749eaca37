import { Button } from "#src/ui/button.tsx";
import { Kanban } from "#src/ui/kanban.tsx";
import { DEAL_STAGES, type DealStage, type PipelineDto, STAGE_LABELS } from "../../crm.contract.ts";
import { formatMoney } from "../../lib/format.ts";
import { DealCard } from "../deal-card.tsx";
import type { PipelineBoardState } from "./use-pipeline-board.ts";

/**
 * The Kanban board: a column per stage with its count and total; a card moves by drag, by keyboard
 * or by its arrows, and each column offers its next batch.
 */
export function PipelineBoard({ pipeline, board }: { pipeline: PipelineDto; board: PipelineBoardState }) {
  const summaries = Object.fromEntries(
    pipeline.columns.map((c) => [c.stage, { count: c.count, total: c.total }]),
  );
  return (
    <Kanban
      label="Deal pipeline"
      columns={DEAL_STAGES.map((s) => ({ id: s, title: STAGE_LABELS[s] }))}
      cards={board.cards}
      getCardId={(d) => d.id}
      getColumnId={(d) => d.stage}
      getCardLabel={(d) => d.name}
      columnSummaries={summaries}
      formatTotal={(n) => formatMoney(n)}
      emptyColumn="No deals"
      columnFooter={(stageId) => {
        const column = pipeline.columns.find((c) => c.stage === stageId)!;
        const next = board.nextOffsetOf(column);
        return next === null ? null : (
          <Button
            variant="ghost"
            size="sm"
            className="w-full"
            onClick={() => void board.loadMore(column.stage, next)}
          >
            Show more {STAGE_LABELS[column.stage]} deals
          </Button>
        );
      }}
      renderCard={(d) => (
        <DealCard
          deal={d}
          busy={board.busy === `move:${d.id}`}
          onArrow={(deal, direction) => void board.move(deal.id, { direction }).catch(() => undefined)}
        />
      )}
      onMove={(id, _from, to) => board.move(id, { stage: to as DealStage })}
    />
  );
}
