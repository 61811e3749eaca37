import { renderToString } from "react-dom/server";
import { Link, MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { StaticIsland } from "#src/ui/static-island.tsx";
import { StaticMarkupContext } from "#src/ui/static-markup.ts";
import { createStaticMarkupRenderer } from "./static-markup.tsx";

let renders = 0;
function Counted({ label }: { label: string }) {
  renders += 1;
  return (
    <p>
      {label} <Link to="/about">About</Link>
    </p>
  );
}

function page(renderStatic: ReturnType<typeof createStaticMarkupRenderer> | null, label: string) {
  return renderToString(
    <MemoryRouter>
      <StaticMarkupContext.Provider value={renderStatic}>
        <main>
          <StaticIsland id="island">
            <Counted label={label} />
          </StaticIsland>
        </main>
      </StaticMarkupContext.Provider>
    </MemoryRouter>,
  );
}

describe("static islands on the server", () => {
  it("render an island once per process and reuse its markup, links included", async () => {
    renders = 0;
    const renderStatic = createStaticMarkupRenderer();
    const first = page(renderStatic, "Same for everyone");
    expect(renders).toBe(1);
    // The island is rendered on its own right after the first page's render.
    await new Promise((resolve) => setImmediate(resolve));
    expect(renders).toBe(2);
    const second = page(renderStatic, "Same for everyone");
    const third = page(renderStatic, "Same for everyone");
    expect(renders).toBe(2);
    expect(third).toBe(second);
    expect(second).toContain('<div id="island" data-static-island="" class="contents"><p>Same for everyone');
    expect(second).toContain('href="/about"');
    // The stored markup reads as the first render did, apart from React's text separators.
    expect(second).toBe(first.replaceAll("<!-- -->", ""));
  });

  it("render every time when fresh (development), and without a renderer as plain children", async () => {
    renders = 0;
    const fresh = createStaticMarkupRenderer({ fresh: true });
    expect(page(fresh, "one")).toContain("<p>one");
    await new Promise((resolve) => setImmediate(resolve));
    expect(page(fresh, "two")).toContain("<p>two");
    expect(renders).toBe(2);
    expect(page(null, "plain")).toContain("plain");
    expect(renders).toBe(3);
  });
});
