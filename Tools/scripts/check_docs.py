#!/usr/bin/env python3
"""Fails when what the docs state no longer matches the code.

    Tools/scripts/check_docs.py [--list]

The docs are README.md, CONTRIBUTING.md, docs/*.md and every DocC catalog's articles
(Sources/**/*.docc, Tools/**/*.docc). What they can state mechanically is checked against
the tree:
- every path they name (in backticks or as a link) exists;
- every symbol in backticks that looks like API — `TypeName`, `Type.member`,
  `member(label:other:)`, `.modifier(_:)`, `@Wrapper`, `#Macro` — is declared in the
  sources (labels as a declaration has them, in order), or is one of the outside names
  listed in EXTERNAL below;
- every test they name (`SomethingTests`, `SomethingTests.member`, `testSomething`) is in
  Tests/;
- every command-line flag they show (`--flag`) is one the project's commands take, or one
  of the tools' listed in OUTSIDE_FLAGS;
- the counts and names they state of the code: docs/ARCHITECTURE.md's modules, tick
  phases and counters and its length (a map: at most 400 lines), docs/PROTOCOL.md's wire
  version, item kinds and tick counters, the input socket's limits wherever a doc states
  them, the Swift version they ask for (Package.swift's tools version), each script of
  Tools/scripts and each script .ci/run calls being named in CONTRIBUTING.md, and each
  DocC catalog being one docs.sh converts;
- docs/LIMITS.md's "Not built" names nothing the sources declare public.

--list prints each check's count of what it read. Exits 1 naming every claim that does
not hold.
"""
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
NUMBERS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
           "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
           "nineteen", "twenty"]

# Names the docs use that the project does not declare: Swift's, Foundation's, Apple's, the
# packages' and the C libraries' it builds on. A name here is one a reader finds in their
# documentation, not ours.
EXTERNAL = set("""
Any AnyObject Array Bool Character Double Float Int Int32 Int64 UInt8 UInt32 UInt64 Optional Result
Sendable Equatable Hashable Comparable Codable Decodable Encodable Identifiable CaseIterable Error
String Substring Set Dictionary Sequence Collection RawRepresentable CustomStringConvertible Duration
Never Void Self Task MainActor TaskGroup AsyncSequence AsyncStream Actor Clock ContinuousClock
SuspendingClock Mutex Atomic AsyncThrowingStream Range ClosedRange KeyPath WritableKeyPath
Foundation Date Data URL URLSession URLRequest UUID Locale TimeZone Calendar DateFormatter
NumberFormatter FormatStyle Measurement TimeInterval NSObject NSLocalizedString Bundle ProcessInfo
FileManager JSONEncoder JSONDecoder JSONSerialization UserDefaults RunLoop Timer Thread Process
NotificationCenter Notification NSNumber DispatchQueue DispatchTime DispatchWorkItem Dispatch
DispatchSourceTimer AttributedString FoundationNetworking FoundationEssentials
Combine OpenCombine Publisher Subscriber AnyCancellable PassthroughSubject CurrentValueSubject Published
ObservableObject Observation Observable ObservationTracking withObservationTracking
Logging Logger LogHandler ArgumentParser ParsableCommand AsyncParsableCommand Option Flag Argument
OptionGroup ServiceLifecycle ServiceGroup Service Metrics Prometheus Testing XCTest XCTestCase Test
Suite expect require
SwiftUI UIKit AppKit CoreGraphics UniformTypeIdentifiers Charts CGFloat CGPoint CGSize CGRect
SwiftNIO NIO NIOCore NIOPosix NIOLoopBound NIOFoundationCompat EventLoopFuture
LVGL Slint SwiftTUI lv_timer_handler
Cairo Pango HarfBuzz FreeType GdkPixbuf libev libdrm libinput libudev xkbcommon libmosquitto
mosquitto zlib Nettle GStreamer Wayland
ev_periodic ev_timer ev_io ev_async ev_run ev_now ev_async_send
scheduledTimer async assumeIsolated preconditionIsolated Synchronization OperationQueue CFAbsoluteTimeGetCurrent
KeyPathComparator StandardComparator lexical colorLiteral perform autoconnect receive debounce throttle
triggerGracefulShutdown WidgetTester _forEachField _GNU_SOURCE _dispatch_get_main_queue_handle_4CF
_dispatch_main_queue_callback_4CF PageUp PageDown ConcurrentReadableHashMap
""".split())

# Flags of the tools the docs show beside the project's own commands: swift and SwiftPM,
# docc, socat, tesseract, tmux, valgrind, perf, python, systemd, git, curl, ssh.
OUTSIDE_FLAGS = set("""
--product --target --package-path --scratch-path --static-swift-stdlib --sanitize --filter
--skip --skip-build --build-tests --show-bin-path --configuration --enable-code-coverage
--parallel --num-workers --disable-sandbox --swift-sdk --triple --jobs --verbose --warnings-as-errors
--output-path --transform-for-static-hosting --hosting-base-path --fallback-display-name
--additional-symbol-graph-dir --emit-lmdb-index --psm --tool --callgrind-out-file --collect-atstart
--toggle-collect --dump-instr --user --now --help --version --branch --depth --unit --no-pager
--json --connect-timeout --max-time --data-binary --silent --fail --as-needed --symbol-ordering-file
--sim --frames
""".split())


def read(path):
    return (ROOT / path).read_text()


def doc_files():
    files = [ROOT / "README.md", ROOT / "CONTRIBUTING.md"] + sorted((ROOT / "docs").glob("*.md"))
    for top in ("Sources", "Tools"):
        files += sorted(p for p in (ROOT / top).rglob("*.md") if ".docc" in p.as_posix())
    return files


def swift_files(*tops):
    for top in tops:
        yield from (p for p in (ROOT / top).rglob("*.swift") if "/.build" not in p.as_posix())


# ---- What the code declares ----------------------------------------------------------

DECLARATION = re.compile(
    r"\b(?:func|var|let|case|struct|class|enum|protocol|typealias|actor|macro|associatedtype|extension)\s+"
    r"(?:`?)([A-Za-z_]\w*)")
CASE_LIST = re.compile(r"^\s*(?:indirect\s+)?case\s+([^\n]+)$", re.M)
FUNCTION = re.compile(r"\b(func\s+([A-Za-z_]\w*)|init[?!]?|subscript)\s*(?:<[^>{]*>)?\s*\(")


def parameter_labels(text, start):
    """The argument labels of the parameter list opening at `start` (a '(')."""
    depth, index, current, params = 0, start, "", []
    while index < len(text):
        char = text[index]
        if char == ">" and text[index - 1] == "-":
            current += char  # an arrow, not a bracket
        elif char in "([<":
            depth += 1
            if depth > 1:
                current += char
        elif char in ")]>":
            depth -= 1
            if depth == 0:
                params.append(current)
                break
            current += char
        elif char == "," and depth == 1:
            params.append(current)
            current = ""
        elif depth >= 1:
            current += char
        index += 1
    labels = []
    for param in params:
        if ":" not in param:
            if param.strip():
                labels.append(("_", False))  # an enum case's unlabelled value
            continue
        head = param.split(":", 1)[0].strip()
        if not head:
            continue
        words = [w for w in re.split(r"\s+", re.sub(r"@\w+(\([^)]*\))?", "", head)) if w]
        if not words:
            continue
        kind = param.split(":", 1)[-1] if ":" in param else ""
        # A label a doc may leave out: a defaulted parameter's, or a closure's (a trailing closure).
        labels.append((words[0], "=" in kind or "->" in kind or "@ViewBuilder" in param or "Builder" in head))
    return labels


SWIFT_ATTRIBUTES = set("""
MainActor Sendable escaping autoclosure inlinable usableFromInline available discardableResult main propertyWrapper
resultBuilder frozen preconcurrency unchecked exclusivity _spi _exported _disfavoredOverload _silgen_name
convention testable objc dynamicMemberLookup globalActor TaskLocal Entry section used if else endif file
fileID filePath line column function dsohandle selector warning error sourceLocation isolation
""".split())


def declarations():
    names, functions = set(SWIFT_ATTRIBUTES), {}
    names.update(p.name for p in (ROOT / "Tests/Fixtures").iterdir())
    for manifest in [ROOT / "Package.swift"] + list((ROOT / "Tests/Fixtures").rglob("Package.swift")):
        names.update(re.findall(r'name: "([\w-]+)"', manifest.read_text()))
    for path in swift_files("Sources", "Tools", "Examples", "Benchmarks", "Tests"):
        text = path.read_text(errors="replace")
        names.add(path.stem.split("+")[0])
        names.update(DECLARATION.findall(text))
        names.update(re.findall(r"@_spi\((\w+)\)", text))
        for cases in CASE_LIST.findall(text):
            names.update(re.findall(r"(?:^|,)\s*`?([A-Za-z_]\w*)", re.sub(r"\([^)]*\)", "", cases)))
        for match in re.finditer(r"\bcase\s+(\w+)\(", text):
            functions.setdefault(match.group(1), []).append(parameter_labels(text, match.end() - 1))
        for match in FUNCTION.finditer(text):
            base = match.group(2) or "init"
            labels = parameter_labels(text, match.end() - 1)
            functions.setdefault(base, []).append(labels)
        names.update(re.findall(r"@propertyWrapper\s+(?:public\s+|package\s+)?(?:struct|class)\s+(\w+)", text))
    return names, functions


def labels_match(wanted, declared):
    """Whether labels written as a doc writes them (`of:to:`) name a declaration's, in order:
    each written label is the declaration's next label, skipping defaulted ones."""
    index = 0
    for label in wanted:
        while index < len(declared) and declared[index][0] != label:
            if not declared[index][1]:
                return False
            index += 1
        if index == len(declared):
            return False
        index += 1
    # The labels after the last one written may be left out (`TerminalTarget(units:)` for
    # an initializer that also takes a loop): prose names a call by what it is about.
    return True


# ---- What the docs state --------------------------------------------------------------

def spans(text):
    """The inline code spans of markdown text (fenced blocks left out), and the fenced blocks."""
    fenced = re.findall(r"^```[^\n]*\n(.*?)^```", text, re.S | re.M)
    body = re.sub(r"^```[^\n]*\n.*?^```", "", text, flags=re.S | re.M)
    # Single backticks: code. (Double ones are DocC's symbol links, which docs.sh checks.) A
    # name a dated record says was removed since (docs/BENCHMARKS.md's history) is left out.
    inline = [m.group(1) for m in re.finditer(r"(?<!`)`([^`\n]+?)`(?!`)", body)
              if not re.match(r"[^.;\n]{0,12}\b(since removed|removed since)", body[m.end():])]
    return inline, fenced, body


PATH = re.compile(r"^\.?(?:[\w.+-]+/)+[\w.*+-]*$|^[\w.-]+\.(?:swift|md|py|sh|json|png|c|h|yml|txt|tsv|docc)$")
TOP_DIRS = ("Sources/", "Tests/", "Tools/", "Examples/", "Benchmarks/", "docs/", ".ci/")


def check_path(path, doc, problems):
    path = path.rstrip("/").split("#")[0]
    if not path or path.startswith(("/", "~", "http", ".build", "../shared", "./")) or "$" in path or "<" in path \
            or ".build/" in path or (path.startswith(".") and "*" in path) or "…" in path:
        return
    if any(re.fullmatch(r"[A-Z][A-Z_]+", part) for part in re.split(r"[/.]", path)):
        return  # a placeholder (`PREFIX/status`, `SOCKET.lock`, `MODULE.docc`)
    if "*" in path:
        if list(ROOT.glob(path)):
            return
    elif any(candidate.exists() or Path(f"{candidate}.swift").exists() for candidate in (ROOT / path, doc.parent / path)):
        return
    if "/" not in path:
        # A bare file name: one of the project's own kinds must be somewhere in the tree; any
        # other (`logo.png`) is an example's.
        if path.rsplit(".", 1)[-1] not in ("swift", "py", "sh", "md") or f"../shared/" in doc.read_text() and \
                re.search(rf"\.\./shared/\S*/{re.escape(path)}", doc.read_text()) or any(
                next((ROOT / top).rglob(path), None) for top in ("Sources", "Tests", "Tools", "Examples", "Benchmarks", "docs")):
            return
    elif not path.startswith(TOP_DIRS) and not next(ROOT.glob("**/" + path.split("/")[0]), None):
        return  # not a path of the tree (an MQTT topic, `fleet/temp`)
    elif not path.startswith(TOP_DIRS) and any(
            next((ROOT / top).glob("**/" + name), None) for top in ("Sources", "Tests", "Tools", "Examples", "Benchmarks")
            for name in (path, path + ".swift")):
        return  # a path within a module, as its catalog writes it (`Input/Focus.swift`)
    problems.append(f"{doc.relative_to(ROOT)} names the path {path}, which does not exist")


SYMBOL = re.compile(r"^[@#]?\.?[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*(?:\((?:[A-Za-z_]\w*:)*\))?$")


def check_symbol(span, doc, names, functions, problems):
    if not SYMBOL.match(span) or re.fullmatch(r"[A-Z][A-Z0-9_]*", span.lstrip("$")):
        return  # not API, or an environment variable (checked apart)
    if re.fullmatch(r"\.[a-z0-9]{1,11}", span) and span[1:] in FILE_EXTENSIONS:
        return
    text = span.lstrip("@#")
    call = re.match(r"^(.*?)\(((?:[A-Za-z_]\w*:)*)\)$", text)
    labels = call.group(2).split(":")[:-1] if call else None
    dotted = (call.group(1) if call else text).lstrip(".")
    parts = [p for p in dotted.split(".") if p]
    if not parts:
        return
    if len(parts) > 1 and not span.startswith(".") and parts[0][0].islower():
        parts = parts[1:]  # `broker.subscribe(_:)`: an instance's member
    if len(parts) == 1 and labels is None and span[0].isupper() and len(re.findall(r"[A-Z]", parts[0])) < 2:
        if parts[0] not in names and parts[0] not in EXTERNAL:
            return  # one capitalized word: a label's text or a key's name (`Play`, `Up`), not API
    # A lone lowercase word is prose in backticks (`true`, `ok`), or a C or shell name; a
    # dotted lowercase name without a leading dot is a symbol's or a file's (`play.circle`).
    if labels is None and not span.startswith(("@", "#", ".")) and all(p[0].islower() for p in parts):
        return
    if len(parts) == 1 and len(parts[0]) == 1:
        return  # a placeholder (`P`, `X`)
    if any("_" in p and p.lower() == p for p in parts):
        return  # a C function or constant (`ev_run`, `cairo_fill`)
    mangled = re.search(r"(Vwcp|VMa|Mn|Mp|Tm|fC)$", parts[-1])
    if mangled and parts[-1][:mangled.start()] in names | EXTERNAL:
        return  # a profiler's mangled symbol (`TextVwcp`: Text's value witness)
    for index, part in enumerate(parts):
        last = index == len(parts) - 1
        if last and labels is not None:
            base = "init" if part[0].isupper() else part
            declared = functions.get(base, [])
            if part[0].isupper() and part not in names and part not in EXTERNAL:
                problems.append(f"{doc.relative_to(ROOT)} names `{span}`: no type {part} is declared")
            elif part[0].islower() and not declared and part not in names and part not in EXTERNAL:
                problems.append(f"{doc.relative_to(ROOT)} names `{span}`: nothing called {part} is declared")
            elif declared and not any(labels_match(labels, d) for d in declared) and not (part in EXTERNAL):
                if not (part[0].isupper() and any(labels_match(labels, d) for d in functions.get(part, []))):
                    problems.append(f"{doc.relative_to(ROOT)} names `{span}`: no {base} takes the labels ({':'.join(labels)}:)")
        elif part not in names and part not in EXTERNAL and part not in functions:
            problems.append(f"{doc.relative_to(ROOT)} names `{span}`: nothing called {part} is declared")
            return


FILE_EXTENSIONS = set("swift md py sh json png jpg jpeg svg c h txt tsv docc strings stringsdict lproj xcstrings xcassets "
                      "colorset imageset rodata bss so a o gz lock yml toml service modulemap order".split())

TEST_NAME = re.compile(r"^(?P<suite>[A-Z]\w*Tests)(?:\.(?P<member>\w+))?$|^(?P<func>test[A-Z]\w+)$")


def check_test_name(span, doc, tests, problems):
    match = TEST_NAME.match(span)
    if not match:
        return False
    suite, member, function = match.group("suite"), match.group("member"), match.group("func")
    if suite and suite not in tests["types"] and suite not in tests["targets"]:
        problems.append(f"{doc.relative_to(ROOT)} names the test {span}: there is no {suite} in Tests/")
    elif member and member not in tests["members"]:
        problems.append(f"{doc.relative_to(ROOT)} names the test {span}: {suite} has no {member}")
    elif function and function not in tests["members"]:
        problems.append(f"{doc.relative_to(ROOT)} names the test {span}, which is not in Tests/")
    return True


def test_index():
    types, members = set(), set()
    for path in swift_files("Tests"):
        text = path.read_text(errors="replace")
        types.update(re.findall(r"\b(?:struct|class|enum|final class)\s+(\w+)", text))
        members.update(re.findall(r"\bfunc\s+(\w+)", text))
    targets = {p.name for p in (ROOT / "Tests").iterdir() if p.is_dir()}
    targets.update(p.stem for p in swift_files("Tests"))
    return {"types": types, "members": members, "targets": targets}


def known_flags():
    flags = set(OUTSIDE_FLAGS)
    for path in list(swift_files("Sources", "Tools", "Examples", "Benchmarks", "Tests")):
        text = path.read_text(errors="replace")
        for wrapper, name in re.findall(r"@(Option|Flag)\b.{0,400}?\bvar\s+(\w+)", text, re.S):
            # As ArgumentParser spells a property: words split at each capital, a run of
            # capitals one word (`mqttClientID`: `--mqtt-client-id`).
            flag = "-".join(re.findall(r"[A-Z]+(?![a-z])|[A-Z]?[a-z0-9]+", name)).lower()
            flags.add("--" + flag)
            if wrapper == "Flag":
                flags.add("--no-" + flag)
        flags.update("--" + n for n in re.findall(r'\.(?:customLong|long)\("([\w-]+)"', text))
        flags.update(re.findall(r'"(--[a-z][\w-]*)', text))
    for path in list((ROOT / "Tools").rglob("*.py")) + list((ROOT / "Tools").rglob("*.sh")) + \
            list((ROOT / "Benchmarks").rglob("*.py")) + list((ROOT / "Benchmarks").rglob("*.sh")) + [ROOT / ".ci/run"]:
        flags.update(re.findall(r"(--[a-z][\w-]*)", path.read_text(errors="replace")))
    return flags


def check_flags(text, doc, flags, problems):
    for flag in sorted(set(re.findall(r"(?<![\w-])(--[a-z][a-z0-9-]*)", text))):
        if flag not in flags and not flag.startswith("--no-") and flag.rstrip("-") not in flags:
            problems.append(f"{doc.relative_to(ROOT)} shows the flag {flag}, which no command of the project or listed tool takes")


# ---- Counts and names of the code ------------------------------------------------------

def enum_cases(path, enum):
    text = read(path)
    body = text[text.index(f"enum {enum}"):]
    body = body[:body.index("\n}")]
    return re.findall(r"^\s*case (\w+)\s*$", body, re.M)


def limit(name):
    """An input socket limit's default, an integer expression of the source."""
    text = read("Sources/Inputs/Socket/InputServer.swift")
    value = re.search(rf"public var {name} = ([\d_ *<]+)\n", text).group(1).replace("_", "")
    product = 1
    for factor in value.split("*"):
        base, _, shift = factor.partition("<<")
        product *= int(base) << int(shift or 0)
    return product


def check_counts(problems):
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

    protocol = read("docs/PROTOCOL.md")
    version = int(re.search(r"static let wireVersion = (\d+)", read("Sources/ClockworkCore/Render/DisplayListWire.swift")).group(1))
    for stated_version in set(re.findall(r'"version":(\d+)', protocol)):
        if int(stated_version) != version:
            problems.append(f'docs/PROTOCOL.md shows "version":{stated_version}; the wire format is version {version}')
    counter_enum = read("Sources/ClockworkLoop/Tick/TickPhase.swift")
    counter_enum = counter_enum[counter_enum.index("enum TickCounter"):]
    wire_names = set(re.findall(r'case \.\w+: "(\w+)"', counter_enum))
    counters_line = re.search(r"`counters` \(([^)]*)\)", re.sub(r"\s+", " ", protocol))
    named = set(re.findall(r"`(\w+)`", counters_line.group(1))) if counters_line else set()
    if counters_line is None or named != wire_names:
        problems.append(f"docs/PROTOCOL.md's tick counters are {sorted(named)}; the record has {sorted(wire_names)}")

    primitive = read("Sources/ClockworkCore/Render/DisplayList.swift")
    primitive = primitive[primitive.index("public enum Primitive"):]
    kinds = re.findall(r"^\s*(?:indirect )?case (\w+)\(", primitive[:primitive.index("\n    }")], re.M)
    stated_kinds = re.search(r"There are (\w+) kinds of item", protocol)
    if not stated_kinds or stated_kinds.group(1) != NUMBERS[len(kinds)]:
        problems.append(f"docs/PROTOCOL.md says '{stated_kinds.group(0) if stated_kinds else 'no count of item kinds'}'; "
                        f"DisplayItem.Primitive has {NUMBERS[len(kinds)]} ({', '.join(kinds)})")

    clients = limit("maximumClients")
    line_kib = limit("maximumLineBytes") // 1024
    for doc in doc_files():
        text = re.sub(r"\s+", " ", doc.read_text())
        for stated in re.findall(r"serves (\d+) clients already", text):
            if int(stated) != clients:
                problems.append(f"{doc.relative_to(ROOT)} says the daemon serves {stated} clients at most; the limit is {clients}")
        for stated in re.findall(r"a line exceeded (\d+) KiB", text):
            if int(stated) != line_kib:
                problems.append(f"{doc.relative_to(ROOT)} says a line may be {stated} KiB; the limit is {line_kib} KiB")

    contributing = read("CONTRIBUTING.md")
    for script in sorted((ROOT / "Tools/scripts").iterdir()):
        if script.is_file() and not re.search(rf"\b{re.escape(script.name)}\b", contributing):
            problems.append(f"CONTRIBUTING.md does not say what Tools/scripts/{script.name} does")
    ci = read(".ci/run")
    ci_section = contributing[contributing.index("## What CI runs"):] if "## What CI runs" in contributing else ""
    ci_section = ci_section[:ci_section.find("\n## ", 4)]
    for called in sorted(set(re.findall(r"((?:Tools/scripts|Benchmarks)/[\w/.-]+\.(?:sh|py))", ci))):
        if called not in ci_section:
            problems.append(f"CONTRIBUTING.md's \"What CI runs\" leaves out {called}, which .ci/run calls")

    tools_version = re.search(r"swift-tools-version: ?(\d+\.\d+)", package).group(1)
    # `#Preview` expands to `@section`/`@used`, which Swift 6.3 brought: the least version
    # the package can say.
    if "@section(" in read("Sources/ClockworkMacros/PreviewMacro.swift") and tuple(map(int, tools_version.split("."))) < (6, 3):
        problems.append(f"Package.swift says Swift {tools_version}, but #Preview's expansion (@section, @used) needs 6.3")
    for doc in doc_files():
        for url in re.findall(r'\.package\(url: "([^"]+)"', doc.read_text()):
            if "…" in url or "..." in url:
                problems.append(f"{doc.relative_to(ROOT)} depends on {url}, which no one can resolve")
    for doc in doc_files() + [ROOT / "Tools/scripts/setup.sh"]:
        text = doc.read_text()
        for stated in re.findall(r"Swift (\d+\.\d+)(?:\+| or newer)", text) + re.findall(r"swift-tools-version: ?(\d+\.\d+)", text):
            if stated != tools_version:
                problems.append(f"{doc.relative_to(ROOT)} asks for Swift {stated}; Package.swift needs {tools_version}")

    docs_script = read("Tools/scripts/docs.sh")
    for catalog in sorted(list((ROOT / "Sources").rglob("*.docc")) + list((ROOT / "Tools").rglob("*.docc"))):
        if catalog.stem != "Clockwork" and not re.search(rf"\b{catalog.stem}\b", docs_script):
            problems.append(f"{catalog.relative_to(ROOT)} is not converted by Tools/scripts/docs.sh")
    return {"modules": len(library), "phases": len(phases), "counters": len(counters), "version": version,
            "kinds": len(kinds), "lines": lines}


def limits_sections():
    """docs/LIMITS.md's two parts: what is not built, and what is built with limits; the
    whole file as the second when it is not so divided."""
    text = read("docs/LIMITS.md")
    if "## Not built" not in text or "## Built, with limits" not in text:
        return "", text
    missing = text[text.index("## Not built"):text.index("## Built, with limits")]
    return missing, text[text.index("## Built, with limits"):]


def not_built():
    """The names docs/LIMITS.md lists as not built: Apple's API the project does not have
    yet, which any doc may name as missing."""
    inline, _, _ = spans(limits_sections()[0])
    return {part for span in inline for part in re.findall(r"[A-Za-z_]\w*", span)}


def public_declarations():
    """The names the sources declare public or open, and their functions' labels."""
    names, functions = set(), {}
    for path in swift_files("Sources"):
        text = path.read_text(errors="replace")
        for match in re.finditer(r"\b(?:public|open)\s+(?:[\w@()]+\s+)*?(func|var|let|struct|class|enum|protocol|typealias|"
                                 r"case|macro|actor)\s+`?(\w+)", text):
            names.add(match.group(2))
            if match.group(1) == "func":
                opening = text.find("(", match.end())
                functions.setdefault(match.group(2), []).append(parameter_labels(text, opening))
    return names, functions


def check_not_built(problems):
    """Each API docs/LIMITS.md lists as not built is not declared public."""
    if not limits_sections()[0]:
        problems.append('docs/LIMITS.md is not in its two parts, "## Not built" and "## Built, with limits"')
        return
    names, functions = public_declarations()
    inline, _, _ = spans(limits_sections()[0])
    for span in inline:
        call = re.match(r"^\.?([A-Za-z_]\w*)\(((?:[A-Za-z_]\w*:)*)\)$", span)
        if call:
            labels = call.group(2).split(":")[:-1]
            if any(labels_match(labels, d) and len(d) >= len(labels) for d in functions.get(call.group(1), [])):
                problems.append(f"docs/LIMITS.md lists `{span}` as not built, but it is declared")
        elif re.fullmatch(r"[.#@]?[A-Za-z_]\w*", span) and span.lstrip(".#@") in names:
            problems.append(f"docs/LIMITS.md lists `{span}` as not built, but it is declared")


def main():
    problems = []
    names, functions = declarations()
    EXTERNAL.update(not_built())
    tests = test_index()
    flags = known_flags()
    read_counts = {"docs": 0, "paths": 0, "symbols": 0, "tests": 0, "flags": 0}
    for doc in doc_files():
        read_counts["docs"] += 1
        text = doc.read_text()
        inline, fenced, body = spans(text)
        for target in re.findall(r"\]\(([^)\s]+)\)", body):
            if not target.startswith(("http", "doc:", "#", "mailto:")):
                read_counts["paths"] += 1
                check_path(target, doc, problems)
        for span in inline:
            span = span.strip()
            extension = span.rsplit(".", 1)[-1] if "." in span else ""
            if ("/" in span and PATH.match(span)) or re.fullmatch(r"[\w.+-]+", span) and extension in FILE_EXTENSIONS:
                read_counts["paths"] += 1
                check_path(span, doc, problems)
            elif check_test_name(span, doc, tests, problems):
                read_counts["tests"] += 1
            elif SYMBOL.match(span):
                read_counts["symbols"] += 1
                check_symbol(span, doc, names, functions, problems)
        shown = " ".join(inline) + "\n" + "\n".join(block for block in fenced)
        read_counts["flags"] += len(re.findall(r"(?<![\w-])--[a-z]", shown))
        check_flags(shown, doc, flags, problems)
    counts = check_counts(problems)
    check_not_built(problems)

    for problem in problems:
        print(f"check_docs: {problem}", file=sys.stderr)
    if "--list" in sys.argv:
        print(f"check_docs: read {read_counts}", file=sys.stderr)
    if problems:
        print(f"check_docs: {len(problems)} claims do not hold", file=sys.stderr)
        return 1
    print(f"check_docs: {read_counts['docs']} docs: {read_counts['paths']} paths, {read_counts['symbols']} symbols, "
          f"{read_counts['tests']} tests, {read_counts['flags']} flags as the tree has them; ARCHITECTURE.md {counts['lines']} "
          f"lines, {counts['modules']} modules, {counts['phases']} phases, {counts['counters']} counters, wire version "
          f"{counts['version']}, {counts['kinds']} item kinds")
    return 0


if __name__ == "__main__":
    sys.exit(main())
