// The Node build's own entry (rsbuild needs one): the shell's server loads only its remoteEntry.js.
export {};
