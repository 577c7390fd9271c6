// Command-line options of the bench scripts: a bad value stops the script with one clear line (exit code 2).

export function fail(message) {
  console.error(message);
  process.exit(2);
}

/** Option `name` of parseArgs' `values`, which must be a whole number of 1 or more. */
export function positiveInt(values, name) {
  const value = Number(values[name]);
  if (!Number.isInteger(value) || value < 1) fail(`--${name} must be a whole number of 1 or more`);
  return value;
}
