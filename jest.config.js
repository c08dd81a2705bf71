/** Unit and API projects; the end-to-end suite has its own config in test/e2e. */
const common = {
  ...require('./test/support/jestTransform'),
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'json'],
};

module.exports = {
  reporters: ['default', '<rootDir>/test/support/summaryReporter.js'],
  projects: [
    {
      ...common,
      displayName: 'unit',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/test/unit/**/*.test.ts?(x)'],
      setupFilesAfterEnv: ['<rootDir>/test/unit/setup.ts'],
      moduleNameMapper: { '\\.css$': '<rootDir>/test/unit/styleStub.ts' },
    },
    {
      ...common,
      displayName: 'api',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/api/**/*.test.ts'],
    },
  ],
};
