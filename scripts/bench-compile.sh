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
# faults, and each figure as a percentage of cgc's; then, per size class of the
# program cgc writes (small < 50 instructions, medium, large >= 150), the total
# and median wall time per compiler and its ratio to cgc's: the median alone
# hides the large shaders, where the time grows.
#
# Real shaders join the corpus when corpus-real is materialized: the cases of
# its manifest (CORPUS_REAL, default ../shared/corpus-real; its cgc_instr
# column gives the size class) compiled from the sources in CREAL_SRC
# (default target/creal in this repository: corpus-real's materialize.sh
# target/creal MIRRORS), with their `-D` arguments, in their own lines of the
# table. Without them that part is skipped with a message.
#
# Compilers: `cgrs` is the release build (`cargo build --release`); on Linux with
# glibc, `cgrs-static` is the same program linked statically (scripts/build-static.sh),
# which saves the dynamic loader's work at every start. cgc is skipped when not
# installed.
#
# Usage: scripts/bench-compile.sh [ROUNDS]   (default 1; BENCH_FILTER=substring
#        keeps only matching shader paths or real-shader ids; BENCH_REAL=0
#        leaves the real shaders out; BENCH_ALSO="name=path ..." adds
#        compilers, e.g. an older cgrs binary for a before/after comparison)
cd "$(dirname "$0")/.." || exit 1
export CORPUS_REAL="${CORPUS_REAL:-$PWD/../shared/corpus-real}"
export CREAL_SRC="${CREAL_SRC:-$PWD/target/creal}"
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
SMALL, LARGE = 50, 150


def size_class(instructions):
    if instructions is None:
        return None
    return "small" if instructions < SMALL else "large" if instructions >= LARGE else "medium"


def reference_instructions(path, entry, prof):
    """cgc's instruction count from its stored program (tests/reference)."""
    name = "%s.%s.%s.asm" % (os.path.basename(path)[:-3], entry, prof)
    ref = os.path.join("tests/reference", os.path.basename(os.path.dirname(path)), name)
    try:
        text = open(ref, encoding="utf-8", errors="replace").read()
    except OSError:
        return None
    m = re.search(r"#\s*(\d+) instructions", text)
    return int(m.group(1)) if m else None


# (label, file, entry, profile, extra arguments, working directory, size class)
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
                    size = size_class(reference_instructions(path, m.group(1), p))
                    cases.append(("tests", os.path.abspath(path), m.group(1), p, [], None, size))
            elif line.strip() and not line.startswith("//"):
                break

manifest = os.path.join(os.environ["CORPUS_REAL"], "manifest.tsv")
creal = os.environ["CREAL_SRC"]
if os.environ.get("BENCH_REAL", "1") == "0":
    print("real shaders: left out (BENCH_REAL=0)")
elif not (os.path.isfile(manifest) and os.path.isdir(creal)):
    print(f"real shaders: skipped ({manifest} or {creal} missing; set CORPUS_REAL / CREAL_SRC)")
else:
    for line in open(manifest, encoding="utf-8").read().splitlines()[1:]:
        f = line.split("\t")
        case_id, source, path, entry, prof, args, rc, instr = f[0], f[1], f[3], f[4], f[5], f[6], f[7], f[8]
        full = os.path.join(source.replace("/", "+"), path)
        if rc != "0" or not instr.isdigit() or only not in case_id + " " + full:
            continue
        if not os.path.isfile(os.path.join(creal, full)):
            continue
        cases.append(("real", full, entry, prof, args.split(), creal, size_class(int(instr))))

out = os.path.join(tempfile.mkdtemp(prefix="bench-compile-"), "out.asm")
wall = {name: [] for name, _ in compilers}
cpu = {name: [] for name, _ in compilers}
faults = {name: [] for name, _ in compilers}
by_class = {}
for _ in range(rounds):
    for index, (corpus, path, entry, prof, args, cwd, size) in enumerate(cases):
        shift = index % len(compilers)
        for name, exe in compilers[shift:] + compilers[:shift]:
            t0 = time.perf_counter()
            child = subprocess.Popen(
                [exe, "-quiet", "-profile", prof, "-entry", entry] + args + ["-o", out, path],
                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=cwd)
            _, _, usage = os.wait4(child.pid, 0)
            child.returncode = 0
            ms = (time.perf_counter() - t0) * 1000
            wall[name].append(ms)
            cpu[name].append((usage.ru_utime + usage.ru_stime) * 1000)
            faults[name].append(usage.ru_minflt)
            by_class.setdefault((corpus, size, name), []).append(ms)

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

print("\nwall time per size class of cgc's program (small < %d instructions, large >= %d):" % (SMALL, LARGE))
print(f"  {'corpus':<6} {'class':<7} {'cases':>6}  " + "  ".join(f"{n + ' total/median ms':>28}" for n, _ in compilers))
for corpus in ("tests", "real"):
    for size in ("small", "medium", "large"):
        if (corpus, size, compilers[0][0]) not in by_class:
            continue
        cells = []
        for name, _ in compilers:
            series = by_class[(corpus, size, name)]
            cell = f"{sum(series):9.0f} / {statistics.median(series):6.2f}"
            if ref and name != ref:
                cell += f" ({sum(series) / sum(by_class[(corpus, size, ref)]):4.2f}x)"
            else:
                cell += "        "
            cells.append(f"{cell:>28}")
        count = len(by_class[(corpus, size, compilers[0][0])]) // rounds
        print(f"  {corpus:<6} {size:<7} {count:>6}  " + "  ".join(cells))
PY
