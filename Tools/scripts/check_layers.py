#!/usr/bin/env python3
"""Fails when Package.swift's dependency graph is not the layering.

    Tools/scripts/check_layers.py

Each of the framework's modules has a layer below; a module may depend only on modules
of lower layers (and on other packages' products). Tools, examples, benchmarks and tests
sit above them all. A module Package.swift declares that is not placed here fails too, so
a new module is placed on purpose.
"""
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

LAYERS = [
    # C: libev, the Linux calls and libdispatch's hooks, the system libraries.
    ["CLibev", "CLinux", "CDispatchRunLoop", "CCairo", "CGdkPixbuf", "CDRM", "CLibinput", "CZlib", "CNettle", "CMosquitto"],
    # The empty modules Swift Testing's cross-import overlays name (Sources/Apple/TestingOverlays).
    ["_Testing_CoreGraphics", "_Testing_UIKit", "_Testing_AppKit"],
    # The run loop; Apple's modules that need only Foundation.
    ["ClockworkLoop", "CoreGraphics", "UniformTypeIdentifiers"],
    # The machinery (no built-in views); the profiler, which reads the loop's records.
    ["ClockworkCore", "ClockworkProfiler"],
    # SwiftUI's vocabulary on the machinery.
    ["ClockworkViews"],
    # Peers on the core: Foundation's glue, charts, targets, input sources.
    ["ClockworkFoundationCompat", "Charts", "ClockworkDisplayListTarget", "ClockworkTerminal", "ClockworkPixels",
     "ClockworkInputSocket", "ClockworkTerminalKeys", "ClockworkLibinput", "ClockworkMacros", "UIKit", "AppKit"],
    # Peers that draw on the pixel target's canvas, and the testing host.
    ["ClockworkDRM", "ClockworkVNC", "ClockworkTesting"],
    ["ClockworkDaemon"],
    # What a daemon attaches.
    ["ClockworkMetrics", "ClockworkMQTT"],
    # What users import.
    ["Clockwork", "Combine"],
    # What code pasted from Apple's platforms imports: the umbrella under Apple's name.
    ["SwiftUI"],
]
ABOVE_ALL = ("Examples/", "Tools/clockwork", "Tools/ClockworkPreviewHost", "Benchmarks/", "Tests/")


def targets(package):
    """Each target's name, path and the names of the package's own targets it depends on."""
    found = {}
    for match in re.finditer(r'\.(target|executableTarget|testTarget|systemLibrary|macro)\(\s*name: "([\w-]+)"', package):
        kind, name = match.groups()
        depth, end = 0, match.start() + len(kind) + 1
        for end in range(end, len(package)):
            depth += {"(": 1, ")": -1}.get(package[end], 0)
            if depth == 0:
                break
        body = package[match.end():end]
        path = re.search(r'path: "([^"]+)"', body)
        dependencies = re.search(r'dependencies: (\w+ \+ )?\[(.*?)\]', body, re.S)
        names = set(re.findall(r'(?<!name: )"([\w-]+)"', dependencies.group(2))) if dependencies else set()
        if dependencies and dependencies.group(1):
            names |= set(re.findall(r'"(\w+)"', re.search(r"let %s: \[Target.Dependency\] = \[(.*?)\]" % dependencies.group(1).split()[0], package, re.S).group(1)))
        found[name] = (kind, path.group(1) if path else f"Sources/{name}", names)
    return found


def main():
    package = (ROOT / "Package.swift").read_text()
    declared = targets(package)
    rank = {name: index for index, layer in enumerate(LAYERS) for name in layer}
    problems = []
    for name, (kind, path, dependencies) in sorted(declared.items()):
        if path.startswith(ABOVE_ALL) or kind == "testTarget":
            continue
        if name not in rank:
            problems.append(f"{name} ({path}) has no layer in Tools/scripts/check_layers.py")
            continue
        for dependency in sorted(dependencies & declared.keys()):
            if declared[dependency][1].startswith(ABOVE_ALL):
                problems.append(f"{name} depends on {dependency}, which is above the framework")
            elif rank.get(dependency, len(LAYERS)) >= rank[name]:
                problems.append(f"{name} (layer {rank[name]}) depends on {dependency} (layer {rank.get(dependency)}): layers point down")
    for problem in problems:
        print(f"check_layers: {problem}", file=sys.stderr)
    if problems:
        return 1
    placed = sum(1 for name, (kind, path, _) in declared.items() if name in rank)
    print(f"check_layers: {placed} modules in {len(LAYERS)} layers, every dependency pointing down")
    return 0


if __name__ == "__main__":
    sys.exit(main())
