import ReactMarkdown from "react-markdown";
import remarkGfm from "remark-gfm";

/**
 * Task documentation as markdown (GitHub tables, lists, code). Raw HTML in the text is shown as
 * text, never run: react-markdown without rehype-raw skips it, and links are limited to http(s)
 * and mailto.
 */
export function Markdown({ children }: { children: string }) {
  return (
    <div className="prose-workspace grid gap-2 text-sm leading-relaxed [&_a]:text-primary [&_a]:underline [&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_h1]:text-xl [&_h1]:font-bold [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-5 [&_pre]:overflow-x-auto [&_pre]:rounded [&_pre]:bg-muted [&_pre]:p-3 [&_table]:w-full [&_table]:border-collapse [&_td]:border [&_td]:border-border [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:border-border [&_th]:px-2 [&_th]:py-1 [&_th]:text-left [&_ul]:list-disc [&_ul]:pl-5">
      <ReactMarkdown
        remarkPlugins={[remarkGfm]}
        skipHtml
        urlTransform={(url) => (/^(https?:|mailto:|\/|#)/i.test(url) ? url : "")}
      >
        {children}
      </ReactMarkdown>
    </div>
  );
}
