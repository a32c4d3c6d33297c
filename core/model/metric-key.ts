// The metric keys of the specification (document 1, section 3) are the keys of the metric catalogue.
export { METRIC_KEYS, type MetricKey } from '../metrics/metric-catalogue';
