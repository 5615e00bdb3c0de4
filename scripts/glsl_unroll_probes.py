#!/usr/bin/env python3
"""Record which constant-count loops cgc's GLSL profiles keep as loops.

Each probe is one loop `for (int i = 0; i < N; i++) { BODY }` in a fragment
(glslf) or vertex (glslv) entry; cgc either unrolls it or prints a loop
(`for (`, `while (`, `do {`). The verdicts go to tests/glsl/unroll_probes.json,
from which tests/suite/glsl_flow.rs measures how often cgrs's rule (the
profile's `flatten.unroll_below`) decides as cgc does (docs/glsl-cgc.md §11).

Usage: scripts/glsl_unroll_probes.py        Environment: CGC (default cgc).
"""
import json, os, re, subprocess, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CGC = os.environ.get("CGC", "cgc")
BODIES = ["a += c;", "a += c * i;", "a += c * c.x;", "a += c * c.x + c;", "a += sin(c);",
          "a = a * c + c.yzwx;", "a += normalize(c.xyz).xyzz * i;", "a.x += c.y; a.yz += c.zw * 2;",
          "a += c; if (a.x > 1) break;", "a = max(a, c * i);"]
COUNTS = list(range(2, 20, 2)) + list(range(20, 90, 6))
STAGES = {"glslf": ("TEXCOORD0", "COLOR"), "glslv": ("POSITION", "POSITION")}
TEMPLATE = "float4 main(float4 c : %s) : %s\n{ float4 a = 0; for (int i = 0; i < %d; i++) { %s } return a; }\n"


def main():
    probes = []
    with tempfile.TemporaryDirectory() as scratch:
        path = os.path.join(scratch, "probe.cg")
        for profile, (input_semantic, output_semantic) in STAGES.items():
            for body in BODIES:
                for count in COUNTS:
                    with open(path, "w") as f:
                        f.write(TEMPLATE % (input_semantic, output_semantic, count, body))
                    out = subprocess.run([CGC, "-profile", profile, "-entry", "main", path],
                                         capture_output=True, text=True).stdout
                    kept = bool(re.search(r"\b(for|while) \(|\bdo \{", out))
                    probes.append({"profile": profile, "body": body, "count": count, "cgc_keeps_loop": kept})
    record = {"template": TEMPLATE, "semantics": STAGES, "probes": probes}
    with open(os.path.join(ROOT, "tests/glsl/unroll_probes.json"), "w") as f:
        json.dump(record, f, indent=1)
        f.write("\n")


if __name__ == "__main__":
    main()
