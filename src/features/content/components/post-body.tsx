import { parsePostContent } from "../lib/post-content.ts";

/** A post's stored text as headings, paragraphs and lists; React escapes every string. */
export function PostBody({ content }: { content: string }) {
  return (
    <div className="grid gap-5 text-lg leading-relaxed">
      {parsePostContent(content).map((block, i) => {
        switch (block.kind) {
          case "heading":
            return block.level === 2 ? (
              <h2 key={i} className="mt-6 text-2xl font-bold tracking-tight">
                {block.text}
              </h2>
            ) : (
              <h3 key={i} className="mt-3 text-xl font-semibold">
                {block.text}
              </h3>
            );
          case "list":
            return (
              <ul key={i} className="grid list-disc gap-2 pl-6 marker:text-primary">
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            );
          default:
            return (
              <p key={i} className="text-fg/90">
                {block.text}
              </p>
            );
        }
      })}
    </div>
  );
}
