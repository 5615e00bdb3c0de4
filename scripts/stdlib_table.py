#!/usr/bin/env python3
"""Write the function x profile table of stdlib/README.md.

For every probe of tests/sema/stdlib_support.json (one call per argument
shape; cgc's verdicts recorded there by scripts/regen-sema.sh) and every
profile: does cgrs accept the probe program, and when cgc and cgrs both do,
does the VM find the two programs equivalent (`cgrs run --compare`, 64 random
inputs). Needs cgc (for the programs to compare) and a built cgrs
(target/debug/cgrs, or CGRS=).

Usage: scripts/stdlib_table.py        (rewrites the table in stdlib/README.md)
"""
import json, os, re, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "scripts"))
from regen_sema import stdlib_probe_program  # noqa: E402

CGC = os.environ.get("CGC", "cgc")
CGRS = os.environ.get("CGRS", os.path.join(ROOT, "target/debug/cgrs"))
PROFILES = ["arbvp1", "vp20", "vp30", "arbfp1"]
# Functions cgc has that the reference's synopses do not list.
EXTRA = {"noise": ["noise(t0.x)", "noise(t0.xy)", "noise(t0.xyz)", "noise(t0)"],
         "mod": ["mod(t0.x, t1.x)", "mod(t0.xy, t1.xy)", "mod(t0.xyz, t1.xyz)", "mod(t0, t1)"]}
BEGIN, END = "<!-- table:begin -->", "<!-- table:end -->"


def probes():
    data = json.load(open(os.path.join(ROOT, "tests/sema/stdlib_support.json")))["functions"]
    for name, entry in sorted(data.items()):
        first = entry.get("first_param_types", {})
        rets = entry.get("return_types", {})
        for key, probe in entry["probes"].items():
            arity = key.split(":")[0]
            decl = probe.get("uniform", "")
            if not decl and "mm" in probe["call"]:
                decl = f"uniform {key.split(':')[1]} mm;"
            if not decl and first.get(arity, "").startswith("sampler"):
                decl = f"uniform {first[arity]} s;"
            void = rets.get(arity) == "void"
            yield name, probe["call"], decl, void, {p: probe["profiles"][p]["ok"] for p in PROFILES}
    for name, calls in EXTRA.items():
        for call in calls:
            yield name, call, "", False, None


def run(argv):
    return subprocess.run(argv, capture_output=True, text=True, cwd=ROOT)


def main():
    rows = {}
    with tempfile.TemporaryDirectory() as tmp:
        src, ours, theirs = (os.path.join(tmp, n) for n in ("p.cg", "ours.asm", "cgc.asm"))
        for name, call, decl, void, recorded in probes():
            for profile in PROFILES:
                with open(src, "w") as f:
                    f.write(stdlib_probe_program(profile, call, decl, void))
                cgc = run([CGC, "-profile", profile, "-o", theirs, src]).returncode == 0
                if recorded is not None and recorded[profile] != cgc:
                    print(f"warning: {call} {profile}: cgc now says {cgc}", file=sys.stderr)
                mine = run([CGRS, "-profile", profile, "-o", ours, src]).returncode == 0
                same = False
                if cgc and mine:
                    r = run([CGRS, "run", ours, "--compare", theirs, "--count", "64"])
                    same = r.returncode == 0 and re.search(r" 0 differ", r.stdout) is not None
                cell = rows.setdefault(name, {}).setdefault(profile, [0, 0, 0, 0, 0])
                cell[0] += 1
                cell[1] += cgc
                cell[2] += cgc and mine
                cell[3] += same
                cell[4] += mine and not cgc
    lines = ["| function | " + " | ".join(PROFILES) + " |",
             "|---|" + "---|" * len(PROFILES)]
    for name in sorted(rows):
        cells = []
        for profile in PROFILES:
            n, cgc, both, same, extra = rows[name][profile]
            if cgc == 0 and extra == 0:
                cells.append("rejected (both)")
                continue
            text = f"{cgc}/{n} · {both} · {same}"
            if extra:
                text += f" · +{extra}"
            cells.append(text)
        lines.append(f"| `{name}` | " + " | ".join(cells) + " |")
    path = os.path.join(ROOT, "stdlib/README.md")
    text = open(path, encoding="utf-8").read()
    start, end = text.index(BEGIN) + len(BEGIN), text.index(END)
    text = text[:start] + "\n" + "\n".join(lines) + "\n" + text[end:]
    open(path, "w", encoding="utf-8").write(text)


if __name__ == "__main__":
    main()
