"""memtune bench macro: the sqlite3 workload (python's module, in memory).

Inserts rows, builds an index, runs grouped, sorted and LIKE queries.
Deterministic; prints one checksum line.
"""
import sqlite3
import sys

ROWS = int(sys.argv[1]) if len(sys.argv) > 1 else 120000


def main(rows):
    db = sqlite3.connect(":memory:")
    db.execute("create table t (id integer primary key, k text, grp integer, v real, payload blob)")
    x = 12345
    batch = []
    for i in range(rows):
        x = (x * 1103515245 + 12345) & 0x7FFFFFFF
        batch.append((i, "key-%08x" % x, x % 257, (x % 100000) / 7.0, bytes((x >> s) & 0xFF for s in (0, 8, 16)) * 20))
    db.executemany("insert into t values (?, ?, ?, ?, ?)", batch)
    db.execute("create index t_k on t (k)")
    db.commit()
    total = 0
    for (n, s) in db.execute("select grp, sum(v) from t group by grp order by grp"):
        total += n + int(s)
    for (k,) in db.execute("select k from t where k like 'key-0a%' order by k"):
        total += len(k)
    for i in range(0, rows, rows // 200):
        row = db.execute("select payload from t where k >= ? order by k limit 1", ("key-%08x" % (i * 997),)).fetchone()
        if row:
            total += len(row[0])
    total += db.execute("select count(*) from t where substr(payload, 1, 1) = x'00'").fetchone()[0]
    print(total)


if __name__ == "__main__":
    main(ROWS)
