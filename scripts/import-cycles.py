"""Import cycles in a module graph. Reads the Graphviz form scripts/rust-module-uses.py writes
(its "uses" edges) on standard input; prints each cycle (a strongly connected component of more
than one module, with the edges that close it) and exits 1 when there is one."""

import re
import sys

EDGE = re.compile(r'^\s*"([^"]+)" -> "([^"]+)" \[label="uses"')
NODE = re.compile(r'^\s*"([^"]+)" \[label=')


def components(edges):
    """Tarjan's strongly connected components, iteratively."""
    index, low, on_stack, stack, found, counter = {}, {}, set(), [], [], [0]
    for root in list(edges):
        if root in index:
            continue
        work = [(root, iter(edges[root]))]
        index[root] = low[root] = counter[0]
        counter[0] += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            node, successors = work[-1]
            advanced = False
            for nxt in successors:
                if nxt not in index:
                    index[nxt] = low[nxt] = counter[0]
                    counter[0] += 1
                    stack.append(nxt)
                    on_stack.add(nxt)
                    work.append((nxt, iter(edges.get(nxt, ()))))
                    advanced = True
                    break
                if nxt in on_stack:
                    low[node] = min(low[node], index[nxt])
            if advanced:
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return found


def main():
    edges = {}
    for line in sys.stdin:
        node = NODE.match(line)
        if node:
            edges.setdefault(node.group(1), set())
        match = EDGE.match(line)
        if match:
            source, target = match.groups()
            edges.setdefault(source, set()).add(target)
            edges.setdefault(target, set())
    if not edges:
        print("no modules read: is rust-module-uses.py working?")
        return 2
    cycles = components(edges)
    for cycle in cycles:
        print(f"import cycle among {len(cycle)} modules:")
        for module in cycle:
            inside = sorted(edges[module] & set(cycle))
            print(f"  {module} uses {', '.join(inside)}")
    print(f"{len(edges)} modules, {sum(len(t) for t in edges.values())} uses, {len(cycles)} cycles")
    return 1 if cycles else 0


sys.exit(main())
