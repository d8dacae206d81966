#!/usr/bin/env python3
"""From a save to the new picture: `clockwork preview --watch --png` on a small target and
on the gallery's, against a rebuild and start of the daemon that shows the same view.

    Benchmarks/previews/save_to_picture.py [--rounds 5] [--gallery]

Small: the fixture package Tests/Fixtures/PreviewPackage (copied to .build/preview-bench,
its Clockwork dependency made absolute; the host built where preview-test.sh builds it),
preview "Alarm" of its target Panels. Gallery (--gallery): this package's GalleryKit,
preview "Pumps", whose title is edited in place (PumpsScreen.swift) and put back. Each round edits the preview's text (one word, back and forth) and times the
save until the PNG file shows the new word (it differs from the picture before the save). The first build is not timed
(it takes minutes: the host links Clockwork). Prints one JSON line per target:
  {"bench": "preview-save-to-picture", "target": …, "rounds": n,
   "seconds": {"median": …, "min": …, "max": …}}
and, for the gallery, the daemon's way for comparison: the same edit, `swift build
--product Gallery` (incremental) and the daemon started until it answers a snapshot:
  {"bench": "daemon-save-to-picture", "target": "Gallery", "seconds": {…}}
"""
import argparse, json, os, shutil, statistics, subprocess, sys, time

REPO = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))


def summary(times):
    return {"median": round(statistics.median(times), 2), "min": round(min(times), 2), "max": round(max(times), 2)}


def save(path, text):
    """Saves `text` as an editor does: written beside, then moved over the file in one step."""
    with open(path + ".saving", "w") as file:
        file.write(text)
    os.replace(path + ".saving", path)


def watch_rounds(tool, package, target, preview, view, words, rounds, work, scratch=None):
    """Times `rounds` saves of `view`, each swapping `words[0]` and `words[1]`, until the picture shows it."""
    pictures = f"{work}/pictures-{target}"
    shutil.rmtree(pictures, ignore_errors=True)
    picture = f"{pictures}/{preview}.png"
    log = open(f"{work}/watch-{target}.log", "w")
    command = [tool, "preview", "--package-path", package, "--target", target, preview, "--png", pictures, "--watch"]
    watcher = subprocess.Popen(command + (["--scratch-path", scratch] if scratch else []),
                               stdout=subprocess.DEVNULL, stderr=log)
    original = open(view).read()
    times = []
    try:
        deadline = time.time() + 1800
        while not os.path.exists(picture):
            if time.time() > deadline or watcher.poll() is not None:
                sys.exit(f"no first picture of {preview}: see {work}/watch-{target}.log")
            time.sleep(0.2)
        for round in range(rounds):
            old, new = (words if round % 2 == 0 else words[::-1])
            time.sleep(1.1)  # a save in a later second than the last: the watcher compares times
            before = open(picture, "rb").read()
            text = open(view).read()
            saved = time.time()
            save(view, text.replace(old, new, 1))
            # The picture of this save: one that shows the new word, so differs from the last.
            while open(picture, "rb").read() == before:
                if time.time() - saved > 300:
                    sys.exit(f"no new picture 300 s after a save: see {work}/watch-{target}.log")
                time.sleep(0.02)
            times.append(time.time() - saved)
    finally:
        watcher.terminate()
        watcher.wait()
        save(view, original)
    return times


def daemon_rounds(view, words, rounds, work):
    """The daemon's way: the same edit, an incremental build of Gallery, the daemon started until it answers."""
    original = open(view).read()
    times = []
    env = dict(os.environ, XDG_RUNTIME_DIR=work)
    try:
        subprocess.run(["swift", "build", "--product", "Gallery"], cwd=REPO, check=True, capture_output=True)
        subprocess.run(["swift", "build", "--product", "clockwork"], cwd=REPO, check=True, capture_output=True)
        for round in range(rounds):
            old, new = (words if round % 2 == 0 else words[::-1])
            text = open(view).read()
            saved = time.time()
            save(view, text.replace(old, new, 1))
            subprocess.run(["swift", "build", "--product", "Gallery"], cwd=REPO, check=True, capture_output=True)
            daemon = subprocess.Popen([f"{REPO}/.build/debug/Gallery"], cwd=REPO, env=env, stdin=subprocess.DEVNULL,
                                      stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            socket_path = f"{work}/clockwork/GalleryApp.sock"
            while subprocess.run([f"{REPO}/.build/debug/clockwork", "snapshot", "--socket", socket_path, f"{work}/daemon.png"],
                                 capture_output=True, env=env).returncode != 0:
                time.sleep(0.02)
            times.append(time.time() - saved)
            daemon.terminate()
            daemon.wait()
    finally:
        save(view, original)
    return times


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--gallery", action="store_true", help="also the gallery's target, and the daemon's way")
    args = parser.parse_args()
    work = f"{REPO}/.build/preview-bench"
    os.makedirs(work, exist_ok=True)
    subprocess.run(["swift", "build", "--product", "clockwork"], cwd=REPO, check=True, capture_output=True)
    tool = f"{REPO}/.build/debug/clockwork"

    package = f"{work}/PreviewPackage"
    shutil.rmtree(package, ignore_errors=True)
    shutil.copytree(f"{REPO}/Tests/Fixtures/PreviewPackage", package, ignore=shutil.ignore_patterns(".build", "Package.resolved"))
    manifest = f"{package}/Package.swift"
    text = open(manifest).read().replace('path: "../../.."', f'path: "{REPO}"')
    open(manifest, "w").write(text)
    times = watch_rounds(tool, package, "Panels", "Alarm", f"{package}/Sources/Panels/AlarmBanner.swift",
                         ('"Alarm armed"', '"Alarm set"'), args.rounds, work, scratch=f"{REPO}/.build/preview-test/build")
    print(json.dumps({"bench": "preview-save-to-picture", "target": "Panels", "rounds": len(times), "seconds": summary(times)}), flush=True)

    if args.gallery:
        view = f"{REPO}/Examples/Gallery/Kit/PumpsScreen.swift"
        words = ('.navigationTitle("Pumps")', '.navigationTitle("Pump room")')
        times = watch_rounds(tool, REPO, "GalleryKit", "Pumps", view, words, args.rounds, work)
        print(json.dumps({"bench": "preview-save-to-picture", "target": "GalleryKit", "rounds": len(times), "seconds": summary(times)}), flush=True)
        times = daemon_rounds(view, words, args.rounds, work)
        print(json.dumps({"bench": "daemon-save-to-picture", "target": "Gallery", "rounds": len(times), "seconds": summary(times)}), flush=True)


if __name__ == "__main__":
    main()
