// Code analyzer benchmark: the built-in analyze-code engine (Babel parse + AST walk + line checks)
// on a ~300-line TypeScript file and on a 100 KB file, p50/p95. Figures, not tests.
// Run alone with `node bench/code-lab.ts`.
import { MAX_CODE_BYTES } from "../src/features/code-lab/code-lab.contract.ts";
import { analyzeCode } from "../src/features/code-lab/server/index.ts";

export type BenchRow = { name: string; value: number; unit: string; note?: string };

const q = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

/** One realistic module chunk (~30 lines): types, a handler, loops, a component; `n` varies names. */
function chunk(n: number): string {
  return `
export type Order${n} = { id: string; customer: string; lines: { sku: string; qty: number; price: number }[] };

export async function loadOrders${n}(db: Db, customer: string): Promise<Order${n}[]> {
  const rows = await db.query("SELECT * FROM orders WHERE customer = $1", [customer]);
  const result: Order${n}[] = [];
  for (const row of rows) {
    if (!row.lines || row.lines.length === 0) continue;
    const total = row.lines.reduce((sum: number, l: { qty: number; price: number }) => sum + l.qty * l.price, 0);
    if (total > ${100 + n} && row.status !== "cancelled") {
      result.push({ id: row.id, customer: row.customer, lines: row.lines });
    } else if (row.status === "pending" || row.status === "review") {
      await notify${n}(row.id);
    }
  }
  return result;
}

export function handler${n}(req: Request, res: Response) {
  const id = req.params.id ?? "";
  const cached = cache.get(id) ?? null;
  if (cached) return res.json(cached);
  return res.status(404).json({ error: "Not found ${n}" });
}

export function OrderList${n}({ orders }: { orders: Order${n}[] }) {
  return (
    <ul className="orders">
      {orders.map((o) => <li key={o.id}>{o.customer}: {o.lines.length} lines</li>)}
    </ul>
  );
}
`;
}

/** ~300 lines of TSX, with a couple of findings in it. */
export function mediumFile(): string {
  const parts = Array.from({ length: 9 }, (_, i) => chunk(i));
  parts.push('\nconst password = "hunter2-but-longer";\nel.innerHTML = input;\n');
  return parts.join("");
}

/** Just under 100 KB of the same kind of code (the analyzer's limit). */
export function largeFile(): string {
  let s = "";
  for (let i = 0; s.length + chunk(i).length < MAX_CODE_BYTES; i++) s += chunk(i);
  return s;
}

function measure(code: string, rounds: number): number[] {
  for (let i = 0; i < 3; i++) analyzeCode({ code }); // warm-up
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t = performance.now();
    analyzeCode({ code });
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b);
}

export async function run(): Promise<BenchRow[]> {
  const medium = mediumFile();
  const large = largeFile();
  const m = measure(medium, 100);
  const l = measure(large, 30);
  const mNote = `built-in engine, ${medium.split("\n").length} lines TSX (${(medium.length / 1024).toFixed(1)} KB), 100 runs`;
  const lNote = `built-in engine, ${large.split("\n").length} lines TSX (${(large.length / 1024).toFixed(1)} KB), 30 runs`;
  return [
    {
      name: "code analyzer ~300-line file p50",
      value: Number(q(m, 0.5).toFixed(2)),
      unit: "ms",
      note: mNote,
    },
    {
      name: "code analyzer ~300-line file p95",
      value: Number(q(m, 0.95).toFixed(2)),
      unit: "ms",
      note: mNote,
    },
    { name: "code analyzer 100 KB file p50", value: Number(q(l, 0.5).toFixed(2)), unit: "ms", note: lNote },
    { name: "code analyzer 100 KB file p95", value: Number(q(l, 0.95).toFixed(2)), unit: "ms", note: lNote },
  ];
}

if (import.meta.main) console.table(await run());
