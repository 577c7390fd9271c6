/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS file read by jest */
const fs = require('node:fs');
const path = require('node:path');

// `--outputFile=../reports/jest-contract.json` needs the folder; jest does not create it.
fs.mkdirSync(path.join(__dirname, '..', 'reports'), { recursive: true });

/** @type {import('jest').Config} */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } }] },
};
