/**
 * The import graph of the app and the server (`npm run lint`): no module reaches
 * itself again through its imports, type-only and dynamic imports included, and the
 * arrows point down: components, forms, libraries and content readers never import a
 * route module or the root route, which import them.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle: a type or value both sides need belongs in a module of its own.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-import-up',
      severity: 'error',
      comment: 'A route module imports components and libraries, never the other way round.',
      from: { path: '^app/(components|forms|lib|content)/' },
      to: { path: '^app/(routes/|root\\.tsx$|routes\\.ts$)' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    includeOnly: '^(app|server)/',
    // Type-only imports are edges of the graph too.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
  },
};
