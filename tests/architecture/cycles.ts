import type { ImportGraph } from './import-graph.js';

export interface ImportCycle {
  /** Every file of the strongly connected group, sorted. */
  files: string[];
  /** One shortest loop through the group's first file, ending where it starts: a → b → a. */
  chain: string[];
}

/** Tarjan's strongly connected components, iterative so deep import chains cannot overflow the stack. */
function stronglyConnected(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const groups: string[][] = [];
  let counter = 0;
  for (const root of graph.keys()) {
    if (index.has(root)) continue;
    const work: { node: string; next: Iterator<string> }[] = [];
    const enter = (node: string) => {
      index.set(node, counter);
      low.set(node, counter);
      counter += 1;
      stack.push(node);
      onStack.add(node);
      work.push({ node, next: (graph.get(node) ?? new Set()).values() });
    };
    enter(root);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const step = frame.next.next();
      if (!step.done) {
        const target = step.value;
        if (!index.has(target)) enter(target);
        else if (onStack.has(target)) low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== frame.node);
      groups.push(group);
    }
  }
  return groups;
}

/** Breadth-first within the group, so the reported chain is the shortest loop back to the start. */
function shortestLoop(graph: ImportGraph, group: ReadonlySet<string>, start: string): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (let head = 0; head < queue.length; head += 1) {
    const node = queue[head]!;
    for (const target of [...(graph.get(node) ?? [])].sort()) {
      if (!group.has(target)) continue;
      if (target === start) {
        const chain = [start];
        for (let at: string | undefined = node; at !== start && at; at = cameFrom.get(at))
          chain.splice(1, 0, at);
        return node === start ? [start, start] : [...chain, start];
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, node);
        queue.push(target);
      }
    }
  }
  return [start];
}

/** Every import cycle of the graph, one entry per strongly connected group (a file importing itself too). */
export function findCycles(graph: ImportGraph): ImportCycle[] {
  return stronglyConnected(graph)
    .filter((group) => group.length > 1 || graph.get(group[0]!)?.has(group[0]!))
    .map((group) => {
      const files = [...group].sort();
      return { files, chain: shortestLoop(graph, new Set(files), files[0]!) };
    })
    .sort((a, b) => a.chain[0]!.localeCompare(b.chain[0]!));
}

/** One line per cycle: the loop as a file chain, and how many files the whole group holds. */
export function describeCycle(cycle: ImportCycle): string {
  const rest =
    cycle.files.length > cycle.chain.length - 1 ? ` (${cycle.files.length} files in the group)` : '';
  return `${cycle.chain.join(' → ')}${rest}`;
}
