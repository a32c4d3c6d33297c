// The dataset's label: the dataset dropdown's entry and the page's title (apart from the manifest so the page can read it without a cycle).
export const MRP_DATASET = 'MRP Report';
