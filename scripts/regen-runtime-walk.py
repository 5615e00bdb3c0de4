#!/usr/bin/env python3
"""Regenerates runtime/libcg/tests/walk/: what NVIDIA's libCg reports, through
runtime/libcg/tests/c/walk.c, for the repository's shader corpus; and
runtime/libcg/tests/handles.expected: what runtime/libcg/tests/c/handles.c
prints through NVIDIA's libCg (with -n: without the calls it crashes on);
and runtime/libcg/tests/{combine,misc,core,cgfx,annotations}.expected: the output
of runtime/libcg/tests/c/{combine,misc,core,cgfx,annotations}.c.

Cases: every case of tests/reference/manifest.json (each has a stored cgc
reference: the program or the error), plus the GLSL profiles for a sample
(every fifth arbvp1 case as glslv, every fifth arbfp1 case as glslf), plus
the runtime's own probes, runtime/libcg/tests/shaders/*.cg, each in the
profiles its first line names (`// walk-case: entry=main
profiles=arbvp1,glslv`).
Writes cases.txt (one "FILE ENTRY PROFILE" line per case) and one
CASE.walk file per case. Needs NVIDIA's Cg toolkit (libCg.so and headers)
and a C compiler; run from anywhere.

With --probes, records the runtime's probes only: the other cases of
cases.txt and their .walk files stay as recorded (the manifest grows with
the compiler's tests; a full run also resamples the GLSL cases). With
--recorded, only the .expected files of combine.c, misc.c, core.c, cgfx.c
and annotations.c.
"""
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PROBES = "runtime/libcg/tests/shaders"
OUT = os.path.join(ROOT, "runtime", "libcg", "tests", "walk")
WALK = os.path.join(ROOT, "runtime", "libcg", "tests", "c", "walk.c")
HANDLES = os.path.join(ROOT, "runtime", "libcg", "tests", "c", "handles.c")


def cases():
    manifest = json.load(open(os.path.join(ROOT, "tests", "reference", "manifest.json")))
    listed = [(e["file"], e["entry"], e["profile"]) for e in manifest]
    glsl = {"arbvp1": "glslv", "arbfp1": "glslf"}
    for profile, target in glsl.items():
        same = [c for c in listed if c[2] == profile]
        listed += [(f, e, target) for f, e, _ in same[::5]]
    return listed + probes()


def probes():
    """The runtime's probes: (file, entry, profile) for each profile of each
    runtime/libcg/tests/shaders/*.cg's `// walk-case:` line."""
    listed = []
    for name in sorted(os.listdir(os.path.join(ROOT, PROBES))):
        if not name.endswith(".cg"):
            continue
        file = f"{PROBES}/{name}"
        first = open(os.path.join(ROOT, file)).readline()
        fields = dict(f.split("=", 1) for f in first.split("walk-case:", 1)[1].split())
        listed += [(file, fields["entry"], p) for p in fields["profiles"].split(",")]
    return listed


def case_name(file, entry, profile):
    """tests/shaders/vertex/a.cg -> vertex__a; the runtime's probe
    runtime/libcg/tests/shaders/b.cg -> runtime__b."""
    stem = os.path.splitext(file)[0]
    stem = stem.replace(PROBES + "/", "runtime/").replace("tests/shaders/", "").replace("/", "__")
    return f"{stem}.{entry}.{profile}"


def record(walk, file, entry, profile):
    result = subprocess.run([walk, profile, entry, file], cwd=ROOT,
                            capture_output=True, text=True)
    if result.returncode != 0:
        print(f"{file} {entry} {profile}: walk exited {result.returncode}", file=sys.stderr)
    name = case_name(file, entry, profile)
    with open(os.path.join(OUT, name + ".walk"), "w") as out:
        out.write(result.stdout)


def main_probes():
    """--probes: rewrites the probes' lines of cases.txt and their .walk files."""
    index = os.path.join(OUT, "cases.txt")
    kept = [line for line in open(index) if not line.startswith(PROBES + "/")]
    for old in os.listdir(OUT):
        if old.startswith("runtime__") and old.endswith(".walk"):
            os.remove(os.path.join(OUT, old))
    listed = probes()
    with tempfile.TemporaryDirectory() as tmp:
        walk = os.path.join(tmp, "walk-nv")
        subprocess.run(["cc", WALK, "-o", walk, "-lCg"], check=True)
        for case in listed:
            record(walk, *case)
    with open(index, "w") as out:
        out.writelines(kept)
        out.writelines(f"{file} {entry} {profile}\n" for file, entry, profile in listed)
    print(f"wrote {len(listed)} probe cases to {OUT}", file=sys.stderr)


RECORDED = ("combine", "misc", "core", "cgfx", "annotations")


def record_expected(tmp):
    """Records tests/NAME.expected for each of RECORDED."""
    for name in RECORDED:
        binary = os.path.join(tmp, name + "-nv")
        source = os.path.join(ROOT, "runtime", "libcg", "tests", "c", name + ".c")
        subprocess.run(["cc", "-std=c99", source, "-o", binary, "-lCg"], check=True)
        expected = subprocess.run([binary], check=True, capture_output=True, text=True).stdout
        with open(os.path.join(ROOT, "runtime", "libcg", "tests", name + ".expected"), "w") as out:
            out.write(expected)


def main():
    if "--probes" in sys.argv[1:]:
        return main_probes()
    if "--recorded" in sys.argv[1:]:
        with tempfile.TemporaryDirectory() as tmp:
            record_expected(tmp)
        print("wrote " + ", ".join(n + ".expected" for n in RECORDED), file=sys.stderr)
        return
    os.makedirs(OUT, exist_ok=True)
    for old in os.listdir(OUT):
        if old.endswith(".walk"):
            os.remove(os.path.join(OUT, old))
    with tempfile.TemporaryDirectory() as tmp:
        walk = os.path.join(tmp, "walk-nv")
        subprocess.run(["cc", WALK, "-o", walk, "-lCg"], check=True)
        listed = cases()
        with open(os.path.join(OUT, "cases.txt"), "w") as index:
            for file, entry, profile in listed:
                index.write(f"{file} {entry} {profile}\n")
                record(walk, file, entry, profile)
        handles = os.path.join(tmp, "handles-nv")
        subprocess.run(["cc", "-std=c99", HANDLES, "-o", handles, "-lCg"], check=True)
        expected = subprocess.run([handles, "-n"], check=True, capture_output=True, text=True).stdout
        with open(os.path.join(ROOT, "runtime", "libcg", "tests", "handles.expected"), "w") as out:
            out.write(expected)
        record_expected(tmp)
    print(f"wrote {len(listed)} cases to {OUT}, handles.expected, " + ", ".join(n + ".expected" for n in RECORDED), file=sys.stderr)


if __name__ == "__main__":
    main()
