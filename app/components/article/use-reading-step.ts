import { useEffect } from "react";
import { recordReadingStep } from "~/utils/record-reading-step";

/** Adds the article to this browser session's reading path, which a lead sent later carries to sales. */
export function useReadingStep(title: string, path: string) {
  useEffect(() => {
    recordReadingStep({ kind: "article", title, path });
  }, [title, path]);
}
