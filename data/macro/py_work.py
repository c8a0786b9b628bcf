"""memtune bench macro: the python workload (json, bytes and str work).

Deterministic: the same objects, the same operations, every run. About a
second on a 2020s x86 core. Prints one line (a checksum), so a run that
went wrong is visible.
"""
import json
import sys

ROUNDS = int(sys.argv[1]) if len(sys.argv) > 1 else 6


def records(n, seed):
    x = seed
    out = []
    for i in range(n):
        x = (x * 6364136223846793005 + 1442695040888963407) & 0xFFFFFFFFFFFFFFFF
        out.append({
            "id": i,
            "name": "user-%06d" % (x % 1000003),
            "email": "u%d@example.%s" % (x % 99991, ("org", "net", "com")[x % 3]),
            "tags": ["t%d" % ((x >> k) % 97) for k in range(0, 40, 8)],
            "score": (x % 10000) / 100.0,
            "bio": "lorem ipsum dolor sit amet " * (1 + x % 7),
        })
    return out


def work(rounds):
    total = 0
    for r in range(rounds):
        recs = records(4000, r + 1)
        text = json.dumps(recs, sort_keys=True)
        back = json.loads(text)
        total += len(text) + len(back)
        blob = text.encode("utf-8")
        parts = blob.split(b",")
        joined = b"|".join(p.strip() for p in parts)
        total += joined.count(b"user") + len(joined[::3])
        s = joined.decode("utf-8")
        words = s.replace("|", " ").split()
        freq = {}
        for w in words:
            freq[w[:6]] = freq.get(w[:6], 0) + 1
        total += len(freq)
        lines = ["%-20s %8d %s" % (k, v, k.upper()) for k, v in sorted(freq.items())]
        total += len("\n".join(lines))
        ba = bytearray(blob)
        for i in range(0, len(ba) - 64, 4096):
            ba[i:i + 64] = ba[i + 1:i + 65]
        total += sum(ba[::997])
    return total


if __name__ == "__main__":
    print(work(ROUNDS))
