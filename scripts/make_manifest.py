#!/usr/bin/env python3
"""Make a corpus-real style manifest (and cgc's outputs) for a directory of Cg
shaders that follow the emulator shader packs' convention: every file with a
`main_vertex` is a vertex case (arbvp1, vp20, vp30), every file with a
`main_fragment` a fragment case (arbfp1).

Usage: make_manifest.py SOURCE_NAME DIR OUT_MANIFEST CGC_OUT
  SOURCE_NAME  owner/name of the repository DIR holds (the id prefix and the
               `source` column; scripts/field_real.py then reads
               $CREAL_SRC/<owner>+<name>/<path>)
Needs cgc on PATH. Then:
  CORPUS_MANIFEST=OUT_MANIFEST CREAL_SRC=<parent of owner+name> CREAL_CGC=CGC_OUT \\
      python3 scripts/field_real.py
"""
import hashlib, os, re, subprocess, sys
from concurrent.futures import ThreadPoolExecutor

source, root, manifest, out = sys.argv[1:5]
os.makedirs(out, exist_ok=True)
prefix = source.split("/")[-1]
cases = []
for directory, _, names in os.walk(root):
    for name in sorted(names):
        if not name.endswith(".cg"):
            continue
        path = os.path.join(directory, name)
        relative = os.path.relpath(path, root)
        text = open(path, errors="replace").read()
        stem = re.sub(r"[^A-Za-z0-9_.-]", "_", relative[:-3].replace("/", "."))
        digest = hashlib.sha256(open(path, "rb").read()).hexdigest()
        for entry, profiles in (("main_vertex", ["arbvp1", "vp20", "vp30"]), ("main_fragment", ["arbfp1"])):
            if re.search(r"\b%s\s*\(" % entry, text):
                for profile in profiles:
                    cases.append(("%s.%s.%s" % (prefix, stem, entry), relative, entry, profile, digest))


def run(case):
    ident, relative, entry, profile, digest = case
    asm = os.path.join(out, "%s.%s.asm" % (ident, profile))
    p = subprocess.run(["cgc", "-quiet", "-profile", profile, "-entry", entry, relative, "-o", asm],
                       cwd=root, capture_output=True, text=True, errors="replace")
    open(os.path.join(out, "%s.%s.log" % (ident, profile)), "w").write(p.stdout + p.stderr)
    ok = p.returncode == 0 and os.path.exists(asm)
    instr = ""
    if ok:
        m = re.search(r"^# (\d+) instructions", open(asm).read(), re.M)
        instr = m.group(1) if m else ""
    return "\t".join([ident, source, "-", relative, entry, profile, "", "0" if ok else "1", instr, digest])


with ThreadPoolExecutor(os.cpu_count() or 2) as pool:
    rows = list(pool.map(run, cases))
with open(manifest, "w") as f:
    f.write("id\tsource\tcommit\tpath\tentry\tprofile\targs\tcgc_rc\tcgc_instr\tsha256\n")
    f.write("\n".join(rows) + "\n")
print(len(rows), "cases,", sum(r.split("\t")[7] == "0" for r in rows), "accepted by cgc")
