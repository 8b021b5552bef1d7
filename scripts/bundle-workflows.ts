// Bundles the workflow code once at build time, so that workers start without running webpack.

import fs from 'node:fs';
import path from 'node:path';
import { bundleWorkflowCode } from '@temporalio/worker';

export async function bundleTo(outFile: string): Promise<void> {
  const { code } = await bundleWorkflowCode({
    workflowsPath: require.resolve('../workflows'),
    // Tracing (src/runtime/telemetry.ts): inert in runs started without a trace context.
    workflowInterceptorModules: [require.resolve('../workflows/telemetry')],
    logger: { log: () => undefined, trace: () => undefined, debug: () => undefined, info: () => undefined, warn: console.warn, error: console.error },
  });
  fs.mkdirSync(path.dirname(outFile), { recursive: true });
  fs.writeFileSync(outFile, code);
}

if (require.main === module) {
  bundleTo(path.join(__dirname, '..', 'workflow-bundle.js')).catch((err) => {
    console.error(err);
    process.exitCode = 1;
  });
}
