import { serialSuiteConfig } from '../support/serial-suite.ts';

// `npm run test:faults`: the load and fault suite (docs/performance.md); its PostgreSQL
// (fixtures.ts) is started once and shared by every scenario.
export default serialSuiteConfig('tests/faults/scenarios/*.test.ts');
