"""`clockwork preview` used as a person uses it, on the fixture package
Tests/Fixtures/PreviewPackage (see preview-test.sh).

The package is copied to a folder of the run's (its Clockwork dependency made absolute),
so the checks can edit its views. Each check prints what it saw; a failed one ends the
run with status 1. Pictures and logs are left in the run's folder, named in the output.
"""
import argparse, os, re, shutil, signal, socket, subprocess, time
from PIL import Image, ImageChops

from checks import check, free_port

REPO = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))


def differing_pixels(a, b, tolerance=40):
    """Pixels of two same-sized pictures that differ by more than `tolerance` in a channel."""
    if a.size != b.size:
        return a.size[0] * a.size[1]
    channels = ImageChops.difference(a.convert("RGB"), b.convert("RGB")).tobytes()
    return sum(1 for i in range(0, len(channels), 3) if max(channels[i:i + 3]) > tolerance)


class Tmux:
    """A terminal of `columns` x `rows` running `command`, read back as text."""

    def __init__(self, name, command, columns, rows, cwd):
        self.name = name
        subprocess.run(["tmux", "kill-session", "-t", name], capture_output=True)
        subprocess.run(["tmux", "new-session", "-d", "-s", name, "-x", str(columns), "-y", str(rows), "-c", cwd, command], check=True)

    def text(self):
        return subprocess.run(["tmux", "capture-pane", "-p", "-t", self.name], capture_output=True, text=True).stdout

    def wait_for(self, needle, seconds):
        end = time.time() + seconds
        while time.time() < end:
            if needle in self.text():
                return True
            time.sleep(0.05)
        return False

    def keys(self, *keys):
        for key in keys:
            subprocess.run(["tmux", "send-keys", "-t", self.name, key], check=True)
            time.sleep(0.3)

    def close(self):
        subprocess.run(["tmux", "kill-session", "-t", self.name], capture_output=True)


def wait_for_log(path, needle, seconds):
    end = time.time() + seconds
    while time.time() < end:
        if os.path.exists(path) and needle in open(path).read():
            return True
        time.sleep(0.1)
    return False


def edit(path, old, new):
    text = open(path).read()
    assert old in text, f"{old!r} is not in {path}"
    open(path, "w").write(text.replace(old, new, 1))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--tool", default=f"{REPO}/.build/debug/clockwork")
    parser.add_argument("--work", default=f"{REPO}/.build/preview-test")
    args = parser.parse_args()
    # Absolute: the terminals below start in the package's folder.
    args.tool, args.work = os.path.abspath(args.tool), os.path.abspath(args.work)
    work = args.work
    package = f"{work}/PreviewPackage"
    scratch = f"{work}/build"
    # The same folder each run: the host's build is incremental from one run to the next.
    shutil.rmtree(package, ignore_errors=True)
    # symlinks=True: the Cards target's folder stays a link, as in the repository.
    shutil.copytree(f"{REPO}/Tests/Fixtures/PreviewPackage", package, symlinks=True, ignore=shutil.ignore_patterns(".build", "Package.resolved"))
    edit(f"{package}/Package.swift", 'path: "../../.."', f'path: "{REPO}"')
    env = dict(os.environ, XDG_RUNTIME_DIR=work, SWIFT_BACKTRACE="enable=no")
    tool = [args.tool, "preview", "--package-path", package, "--scratch-path", scratch]

    def run(*extra, timeout=1200):
        return subprocess.run(tool + list(extra), capture_output=True, text=True, env=env, timeout=timeout)

    # Listing: every preview of both targets, named and not, with its traits; a provider too.
    listed = run("--list")
    print(listed.stdout + listed.stderr[-2000:])
    check(listed.returncode == 0, "--list builds the host and lists the previews")
    rows = {line.split("\t")[0]: line.split("\t")[1:] for line in listed.stdout.splitlines()}
    check(rows.get("Alarm", [""])[0].startswith("Panels/AlarmBanner.swift:") and rows["Alarm"][1] == ".fixedLayout(width: 320, height: 120)",
          "the named preview with its file, line and fixed layout")
    check(any(name.startswith("AlarmBanner.swift:") for name in rows), "the unnamed preview, known by its file and line")
    check(rows.get("Level", ["", ""])[1:] == [".sizeThatFitsLayout"], "the @Previewable preview that takes its content's size")
    check(rows.get("LevelControl_Previews", ["", ""])[1:] == [".sizeThatFitsLayout"], "the PreviewProvider, framed by its previewLayout(.sizeThatFits)")
    check(rows.get("Status", ["", ""])[1:] == [".portrait"] and rows["Status"][0].startswith("PanelApp/"),
          "the preview in the executable target, upright")

    # Two targets with a provider of the same name (Xcode's ContentView_Previews), one of
    # them in a folder that is a link: both listed, each with its own file.
    lines = [line.split("\t") for line in listed.stdout.splitlines()]
    providers = sorted(row[1].split(":")[0] for row in lines if row[0] == "ContentView_Previews")
    check(providers == ["Cards/ContentView.swift", "Panels/ContentView.swift"],
          f"a ContentView_Previews in each of two targets, the linked folder's too: {providers}")
    unnamed = sorted(row[1].split(":")[0] for row in lines if row[0].startswith("ContentView.swift:"))
    check(unnamed == ["Cards/ContentView.swift", "Panels/ContentView.swift"], f"an unnamed preview in each target's ContentView.swift: {unnamed}")

    one = run("--list", "Panels/LevelControl.swift:23")
    check(one.stdout.startswith("Level\t"), "a FILE:LINE inside a preview lists that preview alone")

    # Pictures at their traits' sizes, equal to what a daemon hosting the view draws.
    pictures = f"{work}/pictures"
    shutil.rmtree(pictures, ignore_errors=True)
    drawn = run("--png", pictures, "--color-scheme", "both")
    check(drawn.returncode == 0, f"--png draws every preview in both schemes into {pictures}")
    sizes = {name: Image.open(f"{pictures}/{name}").size for name in os.listdir(pictures)}
    print(sizes)
    check(sizes.get("Panels-Alarm.png") == (320, 120) and sizes.get("Panels-Alarm-light.png") == (320, 120), "Alarm at its fixed 320x120, named with its target")
    check(sizes.get("PanelApp-Status.png") == (480, 800), "Status upright on the 800x480 screen: 480x800")
    check(sizes.get("Panels-Level.png", (0, 0))[0] < 400 and sizes.get("Panels-LevelControl_Previews.png", (0, 0))[0] < 400,
          "Level and the provider at their content's size")
    same = ["ContentView_Previews.png", "ContentView.swift-16.png"]
    check(all(f"{target}-{name}" in sizes for target in ("Panels", "Cards") for name in same),
          "the same-named providers and the unnamed previews of two targets are pictures of their own")
    check(all(differing_pixels(Image.open(f"{pictures}/Panels-{name}"), Image.open(f"{pictures}/Cards-{name}")) > 0 for name in same),
          "…each drawing its own target's view")
    dark, light = Image.open(f"{pictures}/Panels-Alarm.png").convert("RGB"), Image.open(f"{pictures}/Panels-Alarm-light.png").convert("RGB")
    check(dark.getpixel((2, 2))[0] < 60 and light.getpixel((2, 2))[0] > 200, "the dark picture on a dark screen, the light one on white")

    host = f"{scratch}/debug/ClockworkPreviews"
    daemon = subprocess.Popen([host, "serve", "Alarm", "--vnc", f"127.0.0.1:{free_port()}", "--name", "preview-test"], env=env,
                              stdout=subprocess.DEVNULL, stderr=open(f"{work}/daemon.log", "w"))
    socket_path = f"{work}/clockwork/preview-test.sock"
    for _ in range(200):
        if os.path.exists(socket_path):
            break
        time.sleep(0.05)
    time.sleep(1)
    snapshot = subprocess.run([args.tool, "snapshot", "--socket", socket_path, f"{work}/daemon-alarm.png"], capture_output=True, text=True)
    daemon.send_signal(signal.SIGTERM)
    daemon.wait(timeout=10)
    check(snapshot.returncode == 0, f"the daemon hosting the preview answers a snapshot: {snapshot.stdout.strip()}{snapshot.stderr.strip()}")
    differing = differing_pixels(Image.open(f"{work}/daemon-alarm.png"), Image.open(f"{pictures}/Panels-Alarm.png"))
    check(differing <= 320 * 120 // 500, f"the preview's PNG is what the daemon draws ({differing} pixels differ)")

    # Live in a VNC view: the tool serves the preview until stopped; a VNC client is greeted.
    port = free_port()
    served = subprocess.Popen(tool + ["Alarm", "--vnc", f"127.0.0.1:{port}"], env=env, stdin=subprocess.DEVNULL,
                              stdout=subprocess.DEVNULL, stderr=open(f"{work}/vnc.log", "w"))
    greeting = b""
    for _ in range(400):
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=2) as client:
                greeting = client.recv(12)
            break
        except OSError:
            time.sleep(0.05)
    served.send_signal(signal.SIGINT)
    served.wait(timeout=20)
    check(greeting == b"RFB 003.008\n", f"--vnc serves the preview to a VNC client (greeted {greeting!r})")

    # On the terminal: what the tool prints is what the daemon shows in a terminal of that size.
    printed = run("Alarm", "--size", "60x8", "--plain")
    check(printed.returncode == 0, "the preview printed on the terminal")
    terminal = Tmux("preview-test-daemon", f"{host} serve Alarm --name preview-test-terminal", 60, 8, package)
    shown = terminal.wait_for("Alarm armed", 20)
    screen = terminal.text()
    terminal.close()
    check(shown and [line.rstrip() for line in screen.splitlines()] == [line.rstrip() for line in printed.stdout.splitlines()],
          "the printed preview is the screen a terminal daemon shows (tmux):\n" + printed.stdout)

    # Watching: an edit shows in the next picture with the @Previewable state kept; a
    # build error and a trap are shown and the tool goes on.
    log = f"{work}/watch.log"
    if os.path.exists(log):
        os.remove(log)
    watch = Tmux("preview-test-watch", f"{' '.join(tool)} Level --watch 2>{log}", 100, 20, package)
    check(watch.wait_for("Tank level 3", 600), "--watch shows the preview live on the terminal")
    watch.keys("Tab", "Right", "Right")
    check(watch.wait_for("Tank level 5", 10), "keys reach the preview: the stepper bound to its @Previewable state moved to 5")
    view = f"{package}/Sources/Panels/LevelControl.swift"
    original = open(view).read()
    saved = time.time()
    edit(view, 'Text("Tank level', 'Text("Tank fill')
    check(watch.wait_for("Tank fill 5", 120), f"an edit of the view's text shows, its state kept, {time.time() - saved:.1f} s after the save")
    open(view, "a").write("let broken = (\n")
    check(wait_for_log(log, "error: expected expression", 120), "a syntax error shows the compiler's message")
    check(f"{package}/Sources/Panels/LevelControl.swift" in open(log).read(), "naming the user's file, not the host's copy")
    open(view, "w").write(original.replace('Text("Tank level', 'Text("Tank fill').replace(
        "VStack(alignment: .leading) {", 'VStack(alignment: .leading) {\n            let _ = { fatalError("the tank burst") }()', 1))
    check(wait_for_log(log, "the tank burst", 120), "a preview that traps shows the trap's message")
    check("the preview trapped" in open(log).read(), "…as a trap, and the tool keeps watching")
    open(view, "w").write(original)
    check(watch.wait_for("Tank level", 120), "the next save shows the preview again")
    watch.keys("C-c")
    time.sleep(2)
    alive = subprocess.run(["pgrep", "-f", f"{scratch}/debug/ClockworkPreviews"], capture_output=True).returncode == 0
    watch.close()
    check(not alive, "Ctrl-C stops the tool and the preview it served")

    # The rebuild after a save replays SwiftPM's compiles: an interface changed in Panels
    # recompiles PanelApp, which calls it; a file added goes through SwiftPM again.
    pictures = f"{work}/pictures-watch"
    shutil.rmtree(pictures, ignore_errors=True)
    quick_log = f"{work}/watch-quick.log"
    watching = subprocess.Popen(tool + ["Status", "--png", pictures, "--watch"], env=env, stdin=subprocess.DEVNULL,
                                stdout=subprocess.DEVNULL, stderr=open(quick_log, "w"))
    banner = f"{package}/Sources/Panels/AlarmBanner.swift"
    intact = open(banner).read()
    siren = f"{package}/Sources/Panels/Siren.swift"

    def next_build(count, what):
        end = time.time() + 300
        while open(quick_log).read().count("built in") < count and time.time() < end:
            time.sleep(0.1)
        check(open(quick_log).read().count("built in") >= count, what)

    try:
        next_build(1, "--png --watch draws Status")
        time.sleep(1.5)
        first = open(f"{pictures}/PanelApp-Status.png", "rb").read()
        # One save: the initializer takes a label, which the banner shows.
        open(banner, "w").write(intact.replace("public init(isOn: Bool) {", 'public init(isOn: Bool, label: String = "Alarm on duty") {')
                                .replace("self.isOn = isOn", "self.isOn = isOn\n        self.label = label")
                                .replace("let isOn: Bool", "let isOn: Bool\n    let label: String")
                                .replace('Text(isOn ? "Alarm armed"', "Text(isOn ? label"))
        next_build(2, "an initializer changed in Panels builds")
        steps = [line for line in open(quick_log) if line.startswith("rebuilt without SwiftPM")]
        check(steps and "Panels compiled" in steps[-1] and "PanelApp compiled" in steps[-1],
              f"…without SwiftPM, recompiling PanelApp, which calls it: {steps[-1:]}")
        check(open(f"{pictures}/PanelApp-Status.png", "rb").read() != first, "…and the picture shows the new label")
        open(siren, "w").write('public let sirenLabel = "Siren ready"\n')
        edit(banner, 'Text(isOn ? label', 'Text(isOn ? sirenLabel')
        next_build(3, "a file added to Panels builds")
        check("rebuilding through SwiftPM" in open(quick_log).read(), "…through SwiftPM, which finds the new file")
        os.remove(siren)
        open(banner, "w").write(intact)
        next_build(4, "the file removed again builds")
        check(open(f"{pictures}/PanelApp-Status.png", "rb").read() == first, "…and draws the first picture again")
    finally:
        watching.send_signal(signal.SIGINT)
        watching.wait(timeout=30)
        if os.path.exists(siren):
            os.remove(siren)
        open(banner, "w").write(intact)

    # Watching in a VNC view: a build error takes the preview's place there, read back by
    # tesseract, and the next good save brings the preview back.
    port = free_port()
    vnc_log = f"{work}/watch-vnc.log"
    watching = subprocess.Popen(tool + ["Alarm", "--vnc", f"127.0.0.1:{port}", "--watch"], env=env, stdin=subprocess.DEVNULL,
                                stdout=subprocess.DEVNULL, stderr=open(vnc_log, "w"))
    try:
        check(wait_for_log(vnc_log, "built in", 300), "--vnc --watch serves the preview")
        banner = f"{package}/Sources/Panels/AlarmBanner.swift"
        intact = open(banner).read()
        open(banner, "a").write("let broken = (\n")
        check(wait_for_log(vnc_log, "error: expected expression", 120), "a build error while watching in a VNC view")
        time.sleep(2)
        screen = f"{work}/vnc-error.png"
        shot = subprocess.run([args.tool, "snapshot", "--socket", f"{work}/clockwork/clockwork-preview.sock", screen],
                              capture_output=True, text=True, env=env)
        words = subprocess.run(["tesseract", screen, "-", "--psm", "11"], capture_output=True, text=True).stdout if shot.returncode == 0 else ""
        check("build" in words and "expected" in words, f"the VNC view shows the compiler's error in the preview's place ({screen}): {words.split()[:12]}")
        open(banner, "w").write(intact)
        end = time.time() + 120
        while open(vnc_log).read().count("built in") < 2 and time.time() < end:
            time.sleep(0.1)
        check(open(vnc_log).read().count("built in") >= 2, "the next good save shows the preview again")
    finally:
        watching.send_signal(signal.SIGINT)
        watching.wait(timeout=30)

    # A target with no previews: a clear message, not a crash.
    bare = f"{work}/NoPreviews"
    shutil.rmtree(bare, ignore_errors=True)
    shutil.copytree(package, bare, ignore=shutil.ignore_patterns(".build", "Package.resolved"))
    for folder, _, files in os.walk(f"{bare}/Sources"):
        for name in files:
            path = os.path.join(folder, name)
            text = re.sub(r"#Preview.*?\n}\n", "", open(path).read(), flags=re.S)
            open(path, "w").write(re.sub(r"struct \w+_Previews.*?\n}\n", "", text, flags=re.S))
    none = subprocess.run([args.tool, "preview", "--package-path", bare, "--scratch-path", scratch, "--list"],
                          capture_output=True, text=True, env=env, timeout=600)
    check(none.returncode != 0 and "has a preview" in none.stderr, f"no previews: {none.stderr.strip()}")
    print("preview: all checks passed")


if __name__ == "__main__":
    main()
