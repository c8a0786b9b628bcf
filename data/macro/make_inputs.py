"""memtune bench macro: builds the generated inputs in a work directory.

  make_inputs.py DIR
    DIR/lines.txt  16 MiB of text lines (words, numbers, paths) for sort and zstd/xz
    DIR/repo/      a git repository of 300 commits editing 40 source-like files
Deterministic (a fixed linear congruential generator), so every machine
sorts and compresses the same bytes. Idempotent: existing outputs are kept.
"""
import os
import subprocess
import sys

WORDS = ("alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho "
         "sigma tau upsilon phi chi psi omega memcpy memmove memset memcmp bcmp rep movsb stosb "
         "vector ladder knob profile calibrate kernel glibc compiler").split()


class Lcg:
    def __init__(self, seed):
        self.x = seed

    def next(self):
        self.x = (self.x * 6364136223846793005 + 1442695040888963407) & 0xFFFFFFFFFFFFFFFF
        return self.x >> 33


def make_lines(path, size):
    if os.path.exists(path) and os.path.getsize(path) >= size:
        return
    r = Lcg(7)
    out = []
    n = 0
    while n < size:
        k = 2 + r.next() % 12
        words = [WORDS[r.next() % len(WORDS)] for _ in range(k)]
        if r.next() % 3 == 0:
            words.append("/usr/lib/%s/%d" % (WORDS[r.next() % len(WORDS)], r.next() % 100000))
        line = " ".join(words) + " %d\n" % (r.next() % 1000000)
        out.append(line)
        n += len(line)
    tmp = path + ".tmp"
    with open(tmp, "w") as f:
        f.write("".join(out))
    os.replace(tmp, path)


def git(repo, *args, env=None):
    subprocess.run(["git", "-C", repo] + list(args), check=True, stdout=subprocess.DEVNULL, env=env)


def make_repo(repo, commits=300, files=40):
    if os.path.exists(os.path.join(repo, ".git", "memtune-complete")):
        return
    if os.path.exists(repo):
        subprocess.run(["rm", "-rf", repo], check=True)
    os.makedirs(repo)
    env = dict(os.environ, GIT_AUTHOR_NAME="memtune", GIT_AUTHOR_EMAIL="memtune@example.org",
               GIT_COMMITTER_NAME="memtune", GIT_COMMITTER_EMAIL="memtune@example.org",
               GIT_AUTHOR_DATE="2026-01-01T00:00:00Z", GIT_COMMITTER_DATE="2026-01-01T00:00:00Z")
    git(repo, "init", "-q", env=env)
    r = Lcg(11)
    content = []
    for i in range(files):
        lines = []
        for j in range(200):
            lines.append("static int f%d_%d(int x) { return x * %d + %d; } /* %s */\n"
                         % (i, j, r.next() % 97, r.next() % 1009, WORDS[r.next() % len(WORDS)]))
        content.append(lines)
    for c in range(commits):
        for _ in range(1 + r.next() % 4):
            i = r.next() % files
            lines = content[i]
            for _ in range(1 + r.next() % 20):
                j = r.next() % len(lines)
                lines[j] = "static int g%d_%d(long y) { return (int)(y >> %d); } /* %s */\n" % (
                    c, j, r.next() % 31, WORDS[r.next() % len(WORDS)])
            with open(os.path.join(repo, "src%02d.c" % i), "w") as f:
                f.write("".join(lines))
        git(repo, "add", "-A", env=env)
        git(repo, "commit", "-q", "-m", "change %d: %s" % (c, " ".join(WORDS[r.next() % len(WORDS)] for _ in range(6))),
            env=env)
    open(os.path.join(repo, ".git", "memtune-complete"), "w").close()


if __name__ == "__main__":
    d = sys.argv[1]
    os.makedirs(d, exist_ok=True)
    make_lines(os.path.join(d, "lines.txt"), 16 << 20)
    make_repo(os.path.join(d, "repo"))
