#!/usr/bin/env python3
"""Fails when what the docs state no longer matches the code.

    Tools/scripts/check_docs.py

Checks, each against the source it names:
- docs/ARCHITECTURE.md stays a map: at most 400 lines;
- it names every module Package.swift declares (and no `Clockwork…` module that is gone);
- the tick pipeline it describes has TickPhase's phases, in order, and the record it
  describes TickPhase's and TickCounter's counts, spelled out ("seven phase durations");
- docs/PROTOCOL.md's display lists carry DisplayList.wireVersion, and it counts the item
  kinds DisplayItem.Primitive has ("There are four kinds of item");
- each module with a DocC catalog of its own is one docs.sh converts.
"""
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
NUMBERS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
           "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen"]


def read(path):
    return (ROOT / path).read_text()


def enum_cases(path, enum):
    text = read(path)
    body = text[text.index(f"enum {enum}"):]
    body = body[:body.index("\n}")]
    return re.findall(r"^\s*case (\w+)\s*$", body, re.M)


def main():
    problems = []
    architecture = read("docs/ARCHITECTURE.md")
    lines = architecture.count("\n")
    if lines > 400:
        problems.append(f"docs/ARCHITECTURE.md is {lines} lines; keep the map at most 400 (detail goes in the module's catalog)")

    package = read("Package.swift")
    declared = set(re.findall(r'\.(?:target|systemLibrary|macro)\(\s*name: "(\w+)"', package))
    library = {m for m in declared if m not in {"BenchmarkKit", "SensorPanelKit"}}
    for module in sorted(library):
        if not re.search(rf"\b{module}\b", architecture):
            problems.append(f"docs/ARCHITECTURE.md does not name the module {module} (Package.swift declares it)")
    all_targets = set(re.findall(r'name: "([\w-]+)"', package))
    for named in sorted(set(re.findall(r"\b(Clockwork[A-Z]\w+)\b", architecture))):
        if named not in all_targets and not any(p for top in ("Sources", "Tools", "Examples") for p in (ROOT / top).rglob(f"{named}.swift")):
            problems.append(f"docs/ARCHITECTURE.md names {named}, which is neither a module nor a file")

    phases = enum_cases("Sources/ClockworkLoop/Tick/TickPhase.swift", "TickPhase")
    counters = enum_cases("Sources/ClockworkLoop/Tick/TickPhase.swift", "TickCounter")
    pipeline = architecture[architecture.index("## The tick pipeline"):]
    pipeline = re.sub(r"\s+", " ", pipeline[:pipeline.index("\n## ", 4)])
    stated = re.findall(r"\*\*(\w+)\*\* —", pipeline)
    if stated != phases:
        problems.append(f"the tick pipeline in docs/ARCHITECTURE.md names {stated}; TickPhase has {phases}")
    for count, what in [(len(phases), "phase durations"), (len(counters), "counters")]:
        match = re.search(rf"(\w+) {what}", pipeline)
        if not match or match.group(1) != NUMBERS[count]:
            problems.append(f"docs/ARCHITECTURE.md says '{match.group(0) if match else what}'; there are {NUMBERS[count]} {what}")

    version = int(re.search(r"static let wireVersion = (\d+)", read("Sources/ClockworkCore/Render/DisplayListWire.swift")).group(1))
    for stated_version in set(re.findall(r'"version":(\d+)', read("docs/PROTOCOL.md"))):
        if int(stated_version) != version:
            problems.append(f'docs/PROTOCOL.md shows "version":{stated_version}; the wire format is version {version}')

    primitive = read("Sources/ClockworkCore/Render/DisplayList.swift")
    primitive = primitive[primitive.index("public enum Primitive"):]
    kinds = re.findall(r"^\s*(?:indirect )?case (\w+)\(", primitive[:primitive.index("\n    }")], re.M)
    stated_kinds = re.search(r"There are (\w+) kinds of item", read("docs/PROTOCOL.md"))
    if not stated_kinds or stated_kinds.group(1) != NUMBERS[len(kinds)]:
        problems.append(f"docs/PROTOCOL.md says '{stated_kinds.group(0) if stated_kinds else 'no count of item kinds'}'; "
                        f"DisplayItem.Primitive has {NUMBERS[len(kinds)]} ({', '.join(kinds)})")

    docs_script = read("Tools/scripts/docs.sh")
    for catalog in sorted(list((ROOT / "Sources").rglob("*.docc")) + list((ROOT / "Tools").rglob("*.docc"))):
        if catalog.stem != "Clockwork" and not re.search(rf"\b{catalog.stem}\b", docs_script):
            problems.append(f"{catalog.relative_to(ROOT)} is not converted by Tools/scripts/docs.sh")

    for problem in problems:
        print(f"check_docs: {problem}", file=sys.stderr)
    if problems:
        return 1
    print(f"check_docs: ARCHITECTURE.md {lines} lines, {len(library)} modules, {len(phases)} phases, "
          f"{len(counters)} counters, wire version {version}, {len(kinds)} item kinds: as the code has them")
    return 0


if __name__ == "__main__":
    sys.exit(main())
