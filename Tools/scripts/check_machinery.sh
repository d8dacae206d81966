#!/usr/bin/env bash
# Fails when the core's graph machinery names its built-in vocabulary: builds the
# ClockworkCore module from a copy of the package with the vocabulary's folders (Views/,
# Modifiers/, Accessibility/, Localization/, Images/) taken out. Until the vocabulary is a
# module of its own, this is what keeps the layering one-way inside the core
# (docs/ARCHITECTURE.md, "Source maps").
#
#     Tools/scripts/check_machinery.sh
set -euo pipefail
cd "$(dirname "$0")/../.."

copy=$(mktemp -d /tmp/clockwork-machinery.XXXXXX)
trap 'rm -rf "$copy"' EXIT
git ls-files -z | xargs -0 cp -a --parents -t "$copy"
for folder in Views Modifiers Accessibility Localization Images; do
    rm -rf "$copy/Sources/ClockworkCore/$folder"
done
# The build folder is kept beside the package's own, so a second run builds only what
# changed.
if ! swift build --package-path "$copy" --scratch-path "$PWD/.build-machinery" --target ClockworkCore >"$copy/errors.txt" 2>&1; then
    sed "s#$copy/##" "$copy/errors.txt" | grep -E "^Sources/.*error:" | sort -u >&2
    echo "check_machinery: the machinery names the vocabulary (above); move what it needs into its folders, or give the vocabulary a protocol the machinery asks for" >&2
    exit 1
fi
echo "check_machinery: ClockworkCore's machinery builds without Views/, Modifiers/, Accessibility/, Localization/ and Images/"
