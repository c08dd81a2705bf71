const { appendFileSync, mkdirSync } = require('node:fs');
const path = require('node:path');

/**
 * Prints the plain closing line "N passed, N failed" that CI reads, and records it so
 * .ci/run can total every jest run of `npm test`.
 */
class SummaryReporter {
  onRunComplete(_contexts, results) {
    const line = `${results.numPassedTests} passed, ${results.numFailedTests + results.numRuntimeErrorTestSuites} failed`;
    process.stdout.write(`\njest: ${line}\n`);
    const dir = path.resolve(__dirname, '../../test-results');
    mkdirSync(dir, { recursive: true });
    appendFileSync(path.join(dir, 'summary.txt'), `${line}\n`);
  }
}

module.exports = SummaryReporter;
