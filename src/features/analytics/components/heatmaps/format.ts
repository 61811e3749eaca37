/** A count as the heatmap pages write it (1,234). */
export const fmt = (n: number) => n.toLocaleString("en-US");
