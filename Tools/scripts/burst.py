#!/usr/bin/env python3
"""Sends bursts of expensive lines to a daemon's socket at once and checks every line is
answered: 24 clients each send two 60 KB `[{},{},...]` lines, 3 clients one 64 KiB nest
each, 3 clients eight 1 KB nests in one 8 KB line each (30 clients: the daemon serves 32,
and `clockwork prof` takes one). Profile the daemon meanwhile with `clockwork prof` to see
what the bursts cost its ticks.

    burst.py SOCKET [ROUNDS]
"""
import socket, sys, threading

path = sys.argv[1]
rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 1
flat = b"[" + b",".join([b"{}"] * 20000) + b"]"
nest = b"[" * 511 + b"]" * 511
kinds = [[flat, flat]] * 24 + [[b"[" * 32768 + b"]" * 32767]] * 3 + [[nest * 8]] * 3
answered = []


def client(lines):
    try:
        s = socket.socket(socket.AF_UNIX)
        s.settimeout(30)
        s.connect(path)
        s.sendall(b"".join(line + b"\n" for line in lines))
        s.shutdown(socket.SHUT_WR)
        answered.append(len(s.makefile("rb").read().splitlines()) == len(lines))
        s.close()
    except OSError:
        answered.append(False)


for _ in range(rounds):
    threads = [threading.Thread(target=client, args=(lines,)) for lines in kinds]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
print("%d of %d clients answered in full" % (answered.count(True), len(answered)))
sys.exit(0 if all(answered) else 1)
