#!/usr/bin/env python3
"""Reads QEMU's screen dumps (binary PPM) for the VM test, with the standard library and
tesseract only.

  screen.py png  DUMP.ppm OUT.png           the dump as a PNG, as the screen shows it
  screen.py find DUMP.ppm WORD ROTATION     the screen pixel at the middle of WORD, found
                                            by tesseract in the picture turned back by
                                            ROTATION (the daemon's --rotate); exit 1 if absent
  screen.py text DUMP.ppm ROTATION          every word tesseract reads, one line
  screen.py mean DUMP.ppm                   the mean brightness, 0-255 (0: a black screen)
"""
import os
import struct
import subprocess
import sys
import tempfile
import zlib


def read_ppm(path):
    with open(path, "rb") as file:
        data = file.read()
    fields, position = [], 0
    while len(fields) < 4:
        while data[position:position + 1].isspace():
            position += 1
        if data[position:position + 1] == b"#":
            position = data.index(b"\n", position)
            continue
        end = position
        while not data[end:end + 1].isspace():
            end += 1
        fields.append(data[position:end])
        position = end
    if fields[0] != b"P6" or fields[3] != b"255":
        raise SystemExit(f"{path}: not an 8-bit binary PPM")
    width, height = int(fields[1]), int(fields[2])
    pixels = data[position + 1:position + 1 + width * height * 3]
    return width, height, pixels


def write_png(path, width, height, pixels):
    rows = b"".join(b"\0" + pixels[y * width * 3:(y + 1) * width * 3] for y in range(height))
    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)
    with open(path, "wb") as file:
        file.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
                   + chunk(b"IDAT", zlib.compress(rows, 6)) + chunk(b"IEND", b""))


def turned_back(width, height, pixels, rotation):
    """The picture the daemon drew: the screen turned counter-clockwise by `rotation`."""
    if rotation == 0:
        return width, height, pixels
    rows = [pixels[y * width * 3:(y + 1) * width * 3] for y in range(height)]
    if rotation == 180:
        flipped = [bytes(reversed_pixels(row)) for row in reversed(rows)]
        return width, height, b"".join(flipped)
    out = []
    if rotation == 90:  # picture (x, y) is at screen (width - 1 - y, x)
        for y in range(width):
            column = (width - 1 - y) * 3
            out.append(b"".join(rows[x][column:column + 3] for x in range(height)))
    else:  # 270: picture (x, y) is at screen (y, height - 1 - x)
        for y in range(width):
            column = y * 3
            out.append(b"".join(rows[height - 1 - x][column:column + 3] for x in range(height)))
    return height, width, b"".join(out)


def reversed_pixels(row):
    return b"".join(row[i:i + 3] for i in range(len(row) - 3, -1, -3))


def screen_point(x, y, rotation, width, height):
    """Where the picture's point (x, y) is on a screen of width x height."""
    if rotation == 0:
        return x, y
    if rotation == 90:
        return width - 1 - y, x
    if rotation == 180:
        return width - 1 - x, height - 1 - y
    return y, height - 1 - x


def inverted(pixels):
    """The picture in negative: dark text on light, as tesseract reads best (dark themes)."""
    return pixels.translate(bytes(255 - value for value in range(256)))


def light_text(pixels):
    """Grey from each pixel's darkest channel, in negative: white text turns black while
    saturated fills (a blue button) turn white, so a label on a button is read too."""
    grey = bytearray(len(pixels))
    for offset in range(0, len(pixels), 3):
        value = 255 - min(pixels[offset], pixels[offset + 1], pixels[offset + 2])
        grey[offset] = grey[offset + 1] = grey[offset + 2] = value
    return bytes(grey)


def words(width, height, pixels):
    """tesseract's words and their boxes, read from `pixels` as given."""
    with tempfile.TemporaryDirectory() as folder:
        image = os.path.join(folder, "picture.png")
        write_png(image, width, height, pixels)
        tsv = subprocess.run(["tesseract", image, "-", "--psm", "11", "tsv"], capture_output=True, text=True, check=True).stdout
    found = []
    for line in tsv.splitlines()[1:]:
        parts = line.split("\t")
        if len(parts) == 12 and parts[11].strip():
            left, top, box_width, box_height = map(int, parts[6:10])
            found.append((parts[11].strip(), left + box_width // 2, top + box_height // 2))
    return found


def main(arguments):
    if len(arguments) < 2:
        raise SystemExit(__doc__)
    command, dump = arguments[0], arguments[1]
    width, height, pixels = read_ppm(dump)
    if command == "png":
        write_png(arguments[2], width, height, pixels)
    elif command == "mean":
        print(round(sum(pixels) / len(pixels), 1))
    elif command in ("find", "text"):
        rotation = int(arguments[-1])
        picture_width, picture_height, picture = turned_back(width, height, pixels, rotation)
        found = words(picture_width, picture_height, inverted(picture))
        if command == "text":
            print(" ".join(word for word, _, _ in found))
            return 0
        # White on a saturated fill reads badly in the negative: tesseract
        # now and then missed "Pause" on its blue button, so the screen is read once more that way.
        # Compared without punctuation, which tesseract adds at edges and drops in figures.
        wanted = "".join(c for c in arguments[2] if c.isalnum())
        for reading in (lambda: found, lambda: words(picture_width, picture_height, light_text(picture))):
            for word, x, y in reading():
                if "".join(c for c in word if c.isalnum()) == wanted:
                    print(*screen_point(x, y, rotation, width, height))
                    return 0
        print(f"'{arguments[2]}' is not on the screen; tesseract read: {' '.join(w for w, _, _ in found)}", file=sys.stderr)
        return 1
    else:
        raise SystemExit(__doc__)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
