import { configure } from '@testing-library/dom';

// Testing Library's findBy/waitFor wait for a state that is coming (a lazily imported form, a loaded list);
// its 1 s default is too short beside the browser suite (`npm test` runs both lanes at once on two cores: a
// contact dialog's form took longer). Waiting longer for the same state is not a retry; a test that needs
// its own limit still passes one.
configure({ asyncUtilTimeout: 10_000 });
