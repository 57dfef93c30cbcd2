import { useRef, type ReactNode } from "react";
import { usePrehydrationInput } from "~/shared/browser/prehydration-input";
import { TOOL_BODY_ATTRIBUTE } from "~/shared/tool-markers";

/**
 * A part of a tool that hydrates on its own: the tool's body, or a lazily loaded panel inside it,
 * whose Suspense boundary hydrates later than the body around it (when its chunk arrives). What a
 * visitor typed or submitted there before hydration is replayed when THIS part has hydrated, and
 * until then the enhancement script holds its form submits (app/enhance/early-submit.ts), so an
 * early Enter never reloads the page.
 */
export function PrehydrationScope({ children, className }: { children: ReactNode; className?: string }) {
  const scope = useRef<HTMLDivElement>(null);
  usePrehydrationInput(scope);
  return (
    <div ref={scope} {...{ [TOOL_BODY_ATTRIBUTE]: "" }} className={className}>
      {children}
    </div>
  );
}
