// Types of check-bundle.mjs for the TypeScript that reads a build's figures (the benchmark).
export declare const DIST: string;
export declare const BUDGET: { initialJs: number; loginJs: number; dashboardJs: number };
export interface BundleFigures {
  initialJs: number;
  initialCss: number;
  loginJs: number;
  loginCss: number;
  dashboardJs: number;
  dashboardLargestChunkRaw: number;
}
export declare function measureBundle(dist?: string): BundleFigures;
export declare function overBudget(figures: BundleFigures, budget?: typeof BUDGET): string[];
