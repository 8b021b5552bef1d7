/** An empty workflow: the benchmark's floor for what one start-and-await through Temporal costs. */
export async function engineFloor(): Promise<void> {
  return;
}
