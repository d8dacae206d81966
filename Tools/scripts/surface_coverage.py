#!/usr/bin/env python3
"""How much of SwiftUI's most used surface Clockwork declares, measured by compiling.

Reads Tools/surface/rows.tsv (the rows of ../shared/swiftui-surface/surface.tsv that 2 or
more of 74 public SwiftUI repositories use, and their parents), writes one probe per row
that names the symbol as Apple declares it (`Type.member(label:label:)`, `s.modifier(_:)`
on a generic `some View`, `S.style` on a generic `ShapeStyle`...), type-checks all the
probes against the debug build's `SwiftUI` and `Charts` modules (what pasted code imports)
in one `swiftc -typecheck`, and sorts each row by the diagnostics on its probe's lines:

  declared    no diagnostic, or only ones that say the name exists (a generic parameter
              that a bare reference cannot infer, an instance member named on its type)
  refused     declared unavailable, with a message saying what to use instead
  missing     "cannot find", "has no member", "is not a member type"
  not probed  operators and other paths no reference can name

A compound name must match Apple's labels exactly, so an overload folded into another's
default arguments counts as missing: what users call may still compile.

Usage: Tools/scripts/surface_coverage.py [--missing] [--family WORD] [--at-least N] [--at-least-2 M]
Run `swift build` first. Prints one JSON line per bar (`"bar": 5`, the rows 5 or more
repositories use, and `"bar": 2`; keys: rows, declared, refused, missing, not_probed,
declared_share) and, with --missing, the missing rows by use; exits 1 when fewer than N
rows at the bar of 5, or M at the bar of 2, are declared (what CI checks: both only grow).
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
ROWS = os.path.join(ROOT, "Tools", "surface", "rows.tsv")

TYPE_KINDS = {"Structure", "Class", "Enumeration", "Protocol", "Type Alias", "Associated Type"}
MISSING = re.compile(r"cannot find|has no member|is not a member type|no type named|no macro named|is inaccessible|"
                     r"cannot infer contextual base")
REFUSED = re.compile(r"is unavailable")


def read_rows():
    with open(ROWS, encoding="utf-8") as rows:
        header = rows.readline().rstrip("\n").split("\t")
        return [dict(zip(header, line.rstrip("\n").split("\t"))) for line in rows]


def cased(word, declaration, label=False):
    """`word` as the declaration spells it (paths are lower-case); a `label` as it is
    spelled before a colon (`content:`, not the generic parameter `Content`)."""
    if word == "_":
        return word
    pattern = r"(?<![\w])(" + re.escape(word) + r")(?![\w])"
    match = (label and re.search(pattern + r"(?=\s*(?:\w+\s*)?:)", declaration, re.IGNORECASE)) \
        or re.search(pattern, declaration, re.IGNORECASE)
    return match.group(1) if match else None


def type_name(row):
    kind = row["kind"].split(";")[0]
    declaration = row["declaration"]
    match = re.search(r"\b(?:struct|class|enum|protocol|typealias|actor|associatedtype)\s+(\w+)", declaration)
    if match:
        return match.group(1), kind
    segment = row["symbol_path"].split("/")[-1].split("-")[0]
    return (cased(segment, declaration) if declaration else None), kind


def member_reference(segment, declaration):
    """`name(label:label:)` cased as declared, or None."""
    match = re.fullmatch(r"([^(]+)(?:\((.*)\))?", segment)
    if not match:
        return None
    base, labels = match.group(1), match.group(2)
    if not re.fullmatch(r"[a-z_][a-z0-9_]*", base):
        return None
    name = "init" if base == "init" else cased(base, declaration)
    if name is None:
        return None
    if labels is None:
        return name
    parts = [label for label in labels.split(":") if label != ""]
    spelled = [cased(label, declaration, label=True) for label in parts]
    if any(label is None for label in spelled):
        return None
    return name + "(" + "".join(label + ":" for label in spelled) + ")"


def probe(row, by_path, number):
    """The probe's Swift source for `row`, or None when no reference can name it."""
    path = row["symbol_path"]
    charts = path.startswith("charts:")
    segments = path[len("charts:"):].split("/") if charts else path.split("/")
    prefix = "charts:" if charts else ""
    chain = []
    for depth in range(1, len(segments)):
        parent = by_path.get(prefix + "/".join(segments[:depth]))
        if parent is None:
            return None
        name, kind = type_name(parent)
        if name is None:
            return None
        chain.append((name, kind))
    kind = row["kind"].split(";")[0]
    declaration = row["declaration"].replace(" ‖ ", "\n")
    function = f"_probe{number}"
    if kind == "Macro":
        name = member_reference(segments[-1], declaration)
        if name is None:
            return None
        base = name.split("(")[0]
        if base == "Preview":
            return f'#Preview("probe {number}") {{ Text("") }}'
        if base == "Entry":
            return f"extension EnvironmentValues {{ @Entry var {function}: Int = 0 }}"
        if base == "Previewable":
            return f'#Preview {{ @Previewable @State var {function} = 0; Text("") }}'
        return None
    if not chain:
        if kind in TYPE_KINDS:
            name, _ = type_name(row)
            if name is None:
                return None
            if kind == "Protocol":
                return f"func {function}() {{ let _: (any {name}.Type)? = nil }}"
            return f"func {function}() {{ _ = {name}.self }}"
        reference = member_reference(segments[-1], declaration)
        return None if reference is None else f"func {function}() {{ _ = {reference} }}"
    owner_name, owner_kind = chain[-1]
    qualified = ".".join(name for name, _ in chain)
    if kind in TYPE_KINDS:
        name, _ = type_name(row)
        if name is None:
            return None
        if owner_kind == "Protocol":
            return f"func {function}<S: {qualified}>(_: S.Type) {{ _ = S.{name}.self }}"
        return f"func {function}() {{ _ = {qualified}.{name}.self }}"
    reference = member_reference(segments[-1], declaration)
    if reference is None:
        return None
    if owner_kind == "Protocol":
        if kind in {"Instance Method", "Instance Property"}:
            return f"func {function}<S: {qualified}>(_ s: S) {{ _ = s.{reference} }}"
        return f"func {function}<S: {qualified}>(_: S.Type) {{ _ = S.{reference} }}"
    return f"func {function}() {{ _ = {qualified}.{reference} }}"


def compiler_arguments():
    build = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, capture_output=True, text=True, check=True)
    binary = build.stdout.strip()
    arguments = ["-I", os.path.join(binary, "Modules")]
    maps = [os.path.join(binary, entry, "module.modulemap") for entry in os.listdir(binary) if entry.endswith(".build")]
    maps += [os.path.join(ROOT, "Sources", entry, "module.modulemap") for entry in os.listdir(os.path.join(ROOT, "Sources"))]
    for checkout in ("swift-numerics/Sources/_NumericsShims", "swift-atomics/Sources/_AtomicsShims"):
        maps.append(os.path.join(ROOT, ".build", "checkouts", checkout, "include", "module.modulemap"))
    for modulemap in maps:
        if os.path.exists(modulemap):
            arguments += ["-Xcc", "-fmodule-map-file=" + modulemap]
    for entry in os.listdir(os.path.join(ROOT, "Sources")):
        for include in ("", "include"):
            directory = os.path.join(ROOT, "Sources", entry, include)
            if entry.startswith("C") and os.path.isdir(directory):
                arguments += ["-Xcc", "-I" + directory]
    # The system libraries' headers (Cairo, Pango and what they include), where pkg-config says.
    includes = subprocess.run(["pkg-config", "--cflags-only-I", "pangocairo", "gdk-pixbuf-2.0"], capture_output=True, text=True, check=True)
    for flag in includes.stdout.split():
        arguments += ["-Xcc", flag]
    return arguments


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--missing", action="store_true", help="list the missing rows, most used first")
    parser.add_argument("--family", help="only rows whose path contains this word")
    parser.add_argument("--at-least", type=int, help="fail when fewer rows used by 5 or more repositories are declared")
    parser.add_argument("--at-least-2", type=int, help="fail when fewer rows used by 2 or more repositories are declared")
    arguments = parser.parse_args()

    rows = read_rows()
    by_path = {row["symbol_path"]: row for row in rows}
    measured = [row for row in rows if int(row["repos_using"]) >= 2]
    if arguments.family:
        measured = [row for row in measured if arguments.family in row["symbol_path"]]
    lines = ["import SwiftUI", "import Charts", ""]
    spans = {}
    for number, row in enumerate(measured):
        source = probe(row, by_path, number)
        if source is None:
            continue
        start = len(lines) + 1
        lines.append(source)
        spans[row["symbol_path"]] = (start, len(lines))
    with tempfile.TemporaryDirectory() as directory:
        probes = os.path.join(directory, "probes.swift")
        with open(probes, "w", encoding="utf-8") as file:
            file.write("\n".join(lines) + "\n")
        result = subprocess.run(["swiftc", "-typecheck", "-parse-as-library", probes] + compiler_arguments(),
                                capture_output=True, text=True)
    diagnostics = {}
    for line in result.stderr.splitlines():
        match = re.match(r".*probes\.swift:(\d+):\d+: error: (.*)", line)
        if match:
            diagnostics.setdefault(int(match.group(1)), []).append(match.group(2))
    outcome = {}
    for row in measured:
        span = spans.get(row["symbol_path"])
        if span is None:
            outcome[row["symbol_path"]] = "not_probed"
            continue
        errors = [error for number in range(span[0], span[1] + 1) for error in diagnostics.get(number, [])]
        if any(REFUSED.search(error) for error in errors):
            outcome[row["symbol_path"]] = "refused"
        elif any(MISSING.search(error) for error in errors):
            outcome[row["symbol_path"]] = "missing"
        else:
            outcome[row["symbol_path"]] = "declared"
    failed = False
    for bar, floor in ((5, arguments.at_least), (2, arguments.at_least_2)):
        at_bar = [row for row in measured if int(row["repos_using"]) >= bar]
        counts = {key: sum(1 for row in at_bar if outcome[row["symbol_path"]] == key)
                  for key in ("declared", "refused", "missing", "not_probed")}
        print(json.dumps({"name": "surface-coverage", "bar": bar, "rows": len(at_bar), **counts,
                          "declared_share": round(counts["declared"] / max(len(at_bar), 1), 3)}))
        if floor is not None and counts["declared"] < floor:
            print(f"surface-coverage: {counts['declared']} rows used by {bar} or more repositories declared, fewer than {floor}",
                  file=sys.stderr)
            failed = True
    if arguments.missing:
        for row in measured:
            if outcome[row["symbol_path"]] in ("missing", "not_probed"):
                print(f'{row["repos_using"]:>3}  {outcome[row["symbol_path"]]:<10} {row["symbol_path"]}')
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
