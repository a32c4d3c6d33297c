// The dataset's label: the dataset dropdown's entry and the page's title (apart from the manifest so the page can read it without a cycle).
export const KPI_DATASET = 'KPI';
export const PERFORMANCE_DATASET = 'Performance';
