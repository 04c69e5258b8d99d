/** Columns a card spans in the two-column (md) and three-column (lg) grid. */
export interface CardSpan {
  md: 1 | 2;
  lg: 1 | 2 | 3;
}

type SizesEntry = readonly [minWidth: number, width: string];

/*
 * The content column is 75rem less its 1.5rem sides (1rem below 640 px): 1152 px from 1200 px, the window less
 * 48 px below; cards sit 24 px apart. A card of 42rem or more sets its banner beside its text, half its width
 * (except a card across two columns from lg, whose banner fills it).
 */
const CARD_ACROSS_TWO_COLUMNS: SizesEntry[] = [
  [1200, "760px"],
  [1024, "calc((200vw - 120px) / 3)"],
];
const LG: Record<"lead" | "1" | "2" | "3", SizesEntry[]> = {
  lead: CARD_ACROSS_TWO_COLUMNS,
  "1": [
    [1200, "368px"],
    [1024, "calc((100vw - 96px) / 3)"],
  ],
  // Its banner fills the card, behind its text, as the enlarged card's does.
  "2": CARD_ACROSS_TWO_COLUMNS,
  "3": [
    [1200, "576px"],
    [1024, "calc(50vw - 24px)"],
  ],
};
const MD: Record<"lead" | "1" | "2", SizesEntry> = {
  lead: [768, "calc(100vw - 48px)"],
  "1": [768, "calc(50vw - 36px)"],
  "2": [768, "calc(50vw - 24px)"],
};

/**
 * The `sizes` of a card's banner: the width it is shown at in each layout of the grid, so a card stretched across
 * the row or enlarged is given a version as wide as it is, and a narrow one no wider than it needs.
 */
export function cardImageSizes(span: CardSpan, large: boolean): string {
  const entries: SizesEntry[] = [
    ...LG[large ? "lead" : span.lg],
    MD[large ? "lead" : span.md],
    [640, "calc(100vw - 48px)"],
  ];
  return [...entries.map(([minWidth, width]) => `(min-width: ${minWidth}px) ${width}`), "calc(100vw - 32px)"].join(
    ", ",
  );
}

/** The featured insight's banner: the wider of its two columns (7 of 12) from lg, the whole content column below. */
export const featuredImageSizes = [
  "(min-width: 1200px) 672px",
  "(min-width: 1024px) calc((100vw - 48px) * 7 / 12)",
  "(min-width: 640px) calc(100vw - 48px)",
  "calc(100vw - 32px)",
].join(", ");
