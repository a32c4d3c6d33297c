// The test bed and doubles for plugin and workbench tests. Production code never imports this folder
// (a dependency-cruiser rule); it may import workbench internals to assemble a realistic host.
export * from './test-profile';
export * from './test-doubles';
export * from './test-bed';
