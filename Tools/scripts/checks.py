"""What the end-to-end scripts (remote_test.py, preview_test.py) share: a check that says
what it saw, and a free port for a server they start."""
import socket


def free_port():
    """A TCP port on 127.0.0.1 that nothing listens on now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def check(condition, what):
    """Prints `what` as passed or failed; a failed check ends the run with status 1."""
    print(("ok   " if condition else "FAIL ") + what, flush=True)
    if not condition:
        raise SystemExit(1)
