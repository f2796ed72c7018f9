#!/usr/bin/env node
// The `docs` executable: registers the TypeScript loader, then hands over to cli/main.ts.
// Nothing else lives here so that every behaviour is testable from cli/.
import { register } from 'tsx/esm/api';

// React's development build is several times slower at renderToString; the generator is a tool, not
// an app under development, so it always renders with the production build (workers inherit this).
process.env.NODE_ENV ??= 'production';
register();
const { main } = await import('../cli/main.ts');
process.exitCode = await main(process.argv);
