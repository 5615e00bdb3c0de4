#!/bin/sh
# Compile-time benchmark, whole process: cgrs against cgc over the corpus (every
# `// cgrs-test:` case of tests/shaders/{vertex,fragment,flow}), one process per
# case, each writing its program to a file as a build would (`-o`).
#
# The compilers run interleaved (for every case each compiler in turn, the order
# rotating from case to case), so load from other processes on the machine falls
# on all of them alike. Per compiler it prints the mean and median per case of
# wall time, of CPU time (user + system, from the kernel's accounting of the
# child: far less disturbed by other load than wall time) and of minor page
# faults, and each figure as a percentage of cgc's.
#
# Compilers: `cgrs` is the release build (`cargo build --release`); on Linux with
# glibc, `cgrs-static` is the same program linked statically (scripts/build-static.sh),
# which saves the dynamic loader's work at every start. cgc is skipped when not
# installed.
#
# Usage: scripts/bench-compile.sh [ROUNDS]   (default 1; BENCH_FILTER=substring
#        keeps only matching shader paths; BENCH_ALSO="name=path ..." adds
#        compilers, e.g. an older cgrs binary for a before/after comparison)
cd "$(dirname "$0")/.." || exit 1
cargo build --release --quiet || exit 1
set -- "${1:-1}" "cgrs=$PWD/target/release/cgrs"
if static=$(sh scripts/build-static.sh 2>/dev/null); then
    set -- "$@" "cgrs-static=$static"
fi
for also in $BENCH_ALSO; do
    set -- "$@" "$also"
done
if command -v cgc >/dev/null 2>&1; then
    set -- "$@" "cgc=$(command -v cgc)"
fi
exec python3 - "$@" <<'PY'
import os, re, statistics, subprocess, sys, tempfile, time

rounds = int(sys.argv[1])
compilers = [arg.split("=", 1) for arg in sys.argv[2:]]
only = os.environ.get("BENCH_FILTER", "")
cases = []
for d in ("vertex", "fragment", "flow"):
    base = os.path.join("tests/shaders", d)
    for fn in sorted(os.listdir(base)):
        path = os.path.join(base, fn)
        if not fn.endswith(".cg") or only not in path:
            continue
        for line in open(path, encoding="utf-8"):
            m = re.match(r"//\s*cgrs-test:\s*entry=(\w+)\s+profiles=([\w,]+)", line)
            if m:
                for p in m.group(2).split(","):
                    cases.append((path, m.group(1), p))
            elif line.strip() and not line.startswith("//"):
                break

out = os.path.join(tempfile.mkdtemp(prefix="bench-compile-"), "out.asm")
wall = {name: [] for name, _ in compilers}
cpu = {name: [] for name, _ in compilers}
faults = {name: [] for name, _ in compilers}
for _ in range(rounds):
    for index, (path, entry, prof) in enumerate(cases):
        shift = index % len(compilers)
        for name, exe in compilers[shift:] + compilers[:shift]:
            t0 = time.perf_counter()
            child = subprocess.Popen(
                [exe, "-quiet", "-profile", prof, "-entry", entry, "-o", out, path],
                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            _, _, usage = os.wait4(child.pid, 0)
            child.returncode = 0
            wall[name].append((time.perf_counter() - t0) * 1000)
            cpu[name].append((usage.ru_utime + usage.ru_stime) * 1000)
            faults[name].append(usage.ru_minflt)

print(f"cases: {len(cases)} x {rounds} round(s), each compiler in turn per case")
ref = "cgc" if "cgc" in wall else None


def figure(series, name, unit):
    mean, median = statistics.mean(series[name]), statistics.median(series[name])
    text = f"{mean:7.2f}{unit} mean {median:7.2f}{unit} median"
    if ref and name != ref:
        text += f" ({100 * mean / statistics.mean(series[ref]):3.0f}% / " \
                f"{100 * median / statistics.median(series[ref]):3.0f}% of cgc)"
    return text


for name, _ in compilers:
    print(f"{name}:")
    print(f"  wall per case:     {figure(wall, name, ' ms')}")
    print(f"  CPU per case:      {figure(cpu, name, ' ms')}")
    print(f"  page faults/case:  {figure(faults, name, '')}")
PY
