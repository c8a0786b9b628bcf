"""What the script tests share: a pass/fail count, the one-line FAIL
report, running a scripts/ program with this Python, and the closing
"N passed, N failed" line .ci/run counts (exit status 1 on a failure)."""
import subprocess
import sys

passed = failed = 0


def check(name, cond, detail=""):
    global passed, failed
    if cond:
        passed += 1
    else:
        failed += 1
        print("FAIL %s %s" % (name, detail), flush=True)


def run_script(script, *args, timeout=300):
    p = subprocess.run([sys.executable, script] + list(args), capture_output=True, text=True, timeout=timeout)
    return p.returncode, p.stdout, p.stderr


def finish():
    print("%d passed, %d failed" % (passed, failed))
    sys.exit(1 if failed else 0)
