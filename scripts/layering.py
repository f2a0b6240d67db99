#!/usr/bin/env python3
"""Checks that the folders of a Swift target depend on each other one way only.

    scripts/layering.py Sources/DocGenKit          # prints the folder graph; exit 1 on a cycle

A folder depends on another when one of its files names a type or a top-level function the
other declares (a word match outside comments: coarse, but it errs on the side of seeing an
edge). Any cycle — two folders naming each other, or a longer loop — is reported with the
names that make each edge, and fails. `make test` runs it on DocGenKit, so the stages
(docs/architecture.md) stay a pipeline.
"""
import collections
import os
import re
import sys

DECLARATION = re.compile(
    r'^(?:(?:public|internal|private|fileprivate|final|open|package|indirect)\s+|@\w+\s+)*'
    r'(?:struct|class|enum|protocol|typealias|actor|func)\s+(\w+)', re.M)
WORD = re.compile(r'\b[A-Za-z_]\w*\b')


def folder_graph(root):
    declared = {}
    sources = {}
    for folder in sorted(os.listdir(root)):
        path = os.path.join(root, folder)
        if not os.path.isdir(path):
            continue
        for name in sorted(os.listdir(path)):
            if name.endswith('.swift'):
                text = open(os.path.join(path, name), encoding='utf-8').read()
                sources[(folder, name)] = re.sub(r'//.*', '', text)
                for match in DECLARATION.finditer(text):
                    declared.setdefault(match.group(1), folder)
    edges = collections.defaultdict(set)
    for (folder, name), code in sources.items():
        for word in set(WORD.findall(code)):
            other = declared.get(word)
            if other and other != folder:
                edges[(folder, other)].add(f"{name}: {word}")
    return edges


def cycles(edges):
    """Strongly connected components of more than one folder (Tarjan)."""
    graph = collections.defaultdict(set)
    for a, b in edges:
        graph[a].add(b)
    index, low, stack, on_stack, found, counter = {}, {}, [], set(), [], [0]

    def visit(node):
        index[node] = low[node] = counter[0]
        counter[0] += 1
        stack.append(node)
        on_stack.add(node)
        for nxt in sorted(graph[node]):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            component = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                component.append(top)
                if top == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(set(graph) | {b for targets in graph.values() for b in targets}):
        if node not in index:
            visit(node)
    return found


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    edges = folder_graph(sys.argv[1])
    for a, b in sorted(edges):
        print(f"{a} -> {b}")
    bad = cycles(edges)
    for component in bad:
        print(f"layering: these folders depend on each other: {', '.join(component)}", file=sys.stderr)
        for a, b in sorted(edges):
            if a in component and b in component:
                print(f"  {a} -> {b}: {', '.join(sorted(edges[(a, b)])[:6])}", file=sys.stderr)
    if bad:
        return 1
    print(f"layering: {len({a for a, _ in edges} | {b for _, b in edges})} folders of {sys.argv[1]}, one way")
    return 0


if __name__ == "__main__":
    sys.exit(main())
