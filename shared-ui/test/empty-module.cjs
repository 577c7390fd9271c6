// Stands in for a stylesheet imported by code under test (see jest.preset.cjs).
module.exports = {};
