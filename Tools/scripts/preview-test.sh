#!/usr/bin/env bash
# `clockwork preview` on the fixture package Tests/Fixtures/PreviewPackage, used as a
# person uses it (Tools/scripts/preview_test.py): the listing, PNGs equal to a pixel
# daemon's snapshot, the terminal picture equal to a terminal daemon's screen (tmux),
# --watch redrawing an edit with the @Previewable state kept, a syntax error, a trap and
# a package without previews. The host's build lives in .build/preview-test (its first
# build takes minutes; later ones are incremental).
#   Tools/scripts/preview-test.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
python3 -c "import PIL" 2>/dev/null || python3 -m pip install -q pillow >&2
swift build --product clockwork
exec python3 Tools/scripts/preview_test.py --tool .build/debug/clockwork
