// A filled draft drawn as a sheet of paper (the live preview, and what the browser prints).
import type { TFilledDraft } from "@sachiv/content";
import { cn } from "@/lib/cn";

const ALIGN = { left: "text-left", center: "text-center", right: "text-right" } as const;

export function DraftPaper(props: { draft: TFilledDraft; className?: string; testId?: string }) {
  return (
    <article
      data-testid={props.testId}
      className={cn(
        "draft-paper flex flex-col gap-3 rounded-xl border border-border bg-white p-4 text-[0.95rem] leading-relaxed text-black shadow-sm sm:p-6",
        props.className,
      )}
    >
      {props.draft.blocks.map((block, i) => {
        switch (block.kind) {
          case "title":
            return (
              <h3 key={i} className="text-center text-lg font-bold">
                {block.text}
              </h3>
            );
          case "para":
            return (
              <p key={i} className={cn("whitespace-pre-line", ALIGN[block.align])}>
                {block.text}
              </p>
            );
          case "list":
            return (
              <ol key={i} className="list-decimal pl-7">
                {block.items.map((item, j) => (
                  <li key={j}>{item}</li>
                ))}
              </ol>
            );
          case "signature":
            return (
              <div key={i} className="mt-4 flex flex-col items-end gap-4 text-right">
                {block.lines.map((line, j) => (
                  <p key={j} className="whitespace-pre-line">
                    {line}
                  </p>
                ))}
              </div>
            );
          case "table":
            return (
              <div key={i} className="overflow-x-auto">
                <table className="w-full border-collapse text-sm">
                  <thead>
                    <tr>
                      {block.columns.map((c) => (
                        <th key={c} className="border border-black px-1.5 py-1 text-left">
                          {c}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {Array.from({ length: block.rows }, (_, r) => (
                      <tr key={r}>
                        {block.columns.map((c, ci) => (
                          <td key={c} className="h-8 border border-black px-1.5">
                            {ci === 0 ? r + 1 : ""}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            );
        }
      })}
    </article>
  );
}
