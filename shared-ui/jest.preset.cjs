/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS file read by jest */
// Jest settings shared by shared-ui and the four apps: jsdom, @swc/jest with the automatic React runtime,
// and one setup file for what antd needs from the browser.
const fs = require('node:fs');
const path = require('node:path');

/** @param {string} rootDir the project using the preset */
module.exports = function jestPreset(rootDir) {
  // `--outputFile=../reports/jest-<project>.json` needs the folder; jest does not create it.
  fs.mkdirSync(path.join(rootDir, '..', 'reports'), { recursive: true });
  return {
    rootDir,
    testEnvironment: path.join(__dirname, 'test', 'jsdom-environment.cjs'),
    // Prefer the CommonJS builds of packages, which is what jest runs without extra transforms.
    testEnvironmentOptions: { customExportConditions: ['require', 'default'] },
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // A few antd dependencies ship only ES modules: let swc compile them too.
    transformIgnorePatterns: [
      '/node_modules/(?!(@ant-design|@rc-component|rc-[^/]+|@babel/runtime|yet-another-react-lightbox)/)',
    ],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'json'],
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    setupFilesAfterEnv: [path.join(__dirname, 'test', 'setup.ts')],
    // Room for the 10 s findBy* waits of test/setup.ts on a loaded machine.
    testTimeout: 60_000,
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    // The contract's sources, as the bundlers read them (its compiled form is the API's, and may be stale).
    // Stylesheets a package ships (the gallery's) mean nothing to jsdom: an empty module stands in.
    moduleNameMapper: {
      '^@usedcars/contract/(.*)$': path.join(__dirname, '..', 'contract', 'src', '$1'),
      '\\.css$': path.join(__dirname, 'test', 'empty-module.cjs'),
    },
  };
};
