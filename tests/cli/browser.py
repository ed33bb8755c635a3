#!/usr/bin/python3
"""The HTML report in a real browser: headless Chromium opens the page that
`arbiter report` wrote and takes a screenshot, which must not be blank. A
long check (./quickstart test --full): Chromium takes seconds to start.
Skipped, and said, where Chromium is not installed. TAP."""
import os
import shutil
import struct
import subprocess
import tempfile
import zlib

SRC = os.environ.get("SRCDIR") or os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
ARBITER = os.environ.get("ARBITER") or os.path.join(SRC, "build", "arbiter")
os.environ.setdefault("ARBITER_VARIANTS", os.path.join(SRC, "variants"))
# Chromium's own connections (updates, sync, lookups) are turned off: on a
# machine without a network each would wait for its time-out
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
         "--hide-scrollbars", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--window-size=412,900"]


def png_colours(path):
    """The distinct colours of an 8-bit RGB or RGBA PNG (what Chromium writes)."""
    data = open(path, "rb").read()
    pos, idat, width, height, kind = 8, b"", 0, 0, 0
    while pos < len(data):
        length, name = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if name == b"IHDR":
            width, height, depth, kind = struct.unpack(">IIBB", body[:10])
            if depth != 8 or kind not in (2, 6):
                return None
        elif name == b"IDAT":
            idat += body
        pos += 12 + length
    bpp = 4 if kind == 6 else 3
    raw, stride, prev, colours = zlib.decompress(idat), width * bpp, bytearray(width * bpp), set()
    for y in range(height):
        f, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b, c = prev[i], prev[i - bpp] if i >= bpp else 0
            if f == 1:
                line[i] = (line[i] + a) & 255
            elif f == 2:
                line[i] = (line[i] + b) & 255
            elif f == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        if y % 7 == 0:
            colours.update(bytes(line[i:i + 3]) for i in range(0, stride, bpp * 5))
        prev = line
    return colours


def main():
    browser = shutil.which("chromium") or shutil.which("chromium-browser")
    if not browser:
        print("1..0 # SKIP chromium is not installed (apt-get install chromium)")
        return
    print("1..1")
    tmp = tempfile.mkdtemp()
    try:
        page, shot = os.path.join(tmp, "report.html"), os.path.join(tmp, "shot.png")
        subprocess.run([ARBITER, "report", "-o", page, "records/uttt/club-league.uttt",
                        "tests/data/morris/illegal.pgn", "tests/data/uttt",
                        "tests/data/backgammon/bad/blocked-point.mat"],
                       cwd=SRC, capture_output=True)
        try:
            subprocess.run([browser, *FLAGS, "--user-data-dir=" + os.path.join(tmp, "profile"),
                            "--screenshot=" + shot, "file://" + page],
                           capture_output=True, timeout=90)
        except subprocess.TimeoutExpired:
            pass  # no screenshot: said below
        colours = png_colours(shot) if os.path.exists(shot) else None
        print("%s 1 - report: headless Chromium draws the page, not a blank one (%s colours)"
              % ("ok" if colours is not None and len(colours) > 5 else "not ok",
                 len(colours) if colours else 0))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


main()
