#!/bin/sh
# Times NVIDIA cgc over the whole corpus: one cgc process per (file, entry, profile) case
# listed by the `// cgrs-test:` headers of tests/shaders/{vertex,fragment,flow}/*.cg.
# Prints the total wall time, the per-case average in milliseconds, and the average CPU
# time (user + system) per process, which other load on the machine disturbs far less.
# Usage: scripts/bench-cgc.sh [ROUNDS]   (default 1; CGC=path overrides the compiler)
cd "$(dirname "$0")/.." || exit 1
exec python3 - "${1:-1}" <<'PY'
import os, re, subprocess, sys, tempfile, time
rounds = int(sys.argv[1])
cgc = os.environ.get("CGC", "cgc")
cases = []
for d in ("vertex", "fragment", "flow"):
    base = os.path.join("tests/shaders", d)
    for fn in sorted(os.listdir(base)):
        if not fn.endswith(".cg"):
            continue
        path = os.path.join(base, fn)
        for line in open(path, encoding="utf-8"):
            m = re.match(r"//\s*cgrs-test:\s*entry=(\w+)\s+profiles=([\w,]+)", line)
            if m:
                for p in m.group(2).split(","):
                    cases.append((path, m.group(1), p))
            elif line.strip() and not line.startswith("//"):
                break
out = os.path.join(tempfile.mkdtemp(prefix="bench-cgc-"), "out.asm")
per = []
cpu = []  # user + system CPU time of each process: robust against other load
t_all = time.perf_counter()
for _ in range(rounds):
    for path, entry, prof in cases:
        t0 = time.perf_counter()
        child = subprocess.Popen([cgc, "-quiet", "-profile", prof, "-entry", entry, "-o", out, path],
                                 stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        _, _, usage = os.wait4(child.pid, 0)
        child.returncode = 0
        per.append((time.perf_counter() - t0) * 1000)
        cpu.append((usage.ru_utime + usage.ru_stime) * 1000)
total = (time.perf_counter() - t_all) * 1000
per.sort()
n = len(per)
print(f"cases: {len(cases)} x {rounds} round(s) = {n} cgc runs")
print(f"total: {total:.0f} ms")
print(f"average per case: {total / n:.2f} ms (median {per[n // 2]:.2f} ms, min {per[0]:.2f}, max {per[-1]:.2f})")
print(f"CPU time per case (user + system): {sum(cpu) / n:.2f} ms")
PY
