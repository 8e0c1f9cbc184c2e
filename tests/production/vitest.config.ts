import { serialSuiteConfig } from '../support/serial-suite.ts';

// `npm run test:production`: the production rehearsal (docs/deploy.md); its processes
// (fixtures.ts) are started once and shared by every scenario.
export default serialSuiteConfig('tests/production/scenarios/*.test.ts');
