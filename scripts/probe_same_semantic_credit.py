#!/usr/bin/env python3
"""Which of two inputs on one semantic cgc flags used, against cgrs.

Compiles 44 small vertex programs (two `float4` inputs `n` and `t` bound to
TEXCOORD0, one body each) with cgc and cgrs in arbvp1, vp20 and vp30 and
counts the programs whose `#var` lines of `n` and `t` agree; `-v` lists the
others. The rule and its known exceptions: src/lower/entry/semantic_credit.rs.

Usage: scripts/probe_same_semantic_credit.py CGRS [-v]   (needs cgc)
"""
import os
import subprocess
import sys
import tempfile

HEAD = ("void main(float4 n : TEXCOORD0, float4 t : TEXCOORD0, float4 p : POSITION, "
        "out float4 op : POSITION, out float4 on : TEXCOORD1, out float4 ot : TEXCOORD2) "
        "{ op = p; ")
BODIES = """on = n; ot = t;
ot = t; on = n;
on = n + t; ot = 0;
on = t + n; ot = 0;
on = dot(n, t); ot = 0;
on = dot(t, n); ot = 0;
if (n.x > 0) on = t; else on = 0; ot = 0;
if (t.x > 0) on = n; else on = 0; ot = 0;
float4 x = t * 3; on = n; ot = 0;
on = lerp(n, t, p.x); ot = 0;
on = lerp(p, t, n.x); ot = 0;
on = max(n, t); ot = 0;
on = n * 2 + t; ot = 1;
on = 2 * t + n; ot = 1;
on = n.x < t.x ? n : t; ot = 1;
on = t.zwxy; ot = n + 1;
ot = n * p; on = t;
on = float4(t.x, n.y, 1, 1); ot = 0;
on = float4(n.x, t.y, 1, 1); ot = 0;
on = normalize(n) + t; ot = 0;
on = p + n; ot = p * t;
on = p + t + n; ot = 0;
on = n.x < t.x; ot = 0;
on = n.x > t.x; ot = 0;
on = n.x <= t.x; ot = 0;
on = n.x >= t.x; ot = 0;
on = n.x == t.x; ot = 0;
on = n.x != t.x; ot = 0;
on = n - t; ot = 0;
on = t - n; ot = 0;
on = -n + t; ot = 0;
on = n / t; ot = 0;
on = abs(n) + t; ot = 0;
float4 a = n; on = t + a; ot = 0;
float4 a = n; ot = t; on = a;
on = saturate(n) + t; ot = 0;
on = n * t.x; ot = 0;
on = n.x < t.x ? p : n; ot = 0;
on = p.x < 0 ? t : n; ot = 0;
on = mul(float4x4(n, t, p, p), p); ot = 0;
on = mul(p, float4x4(n, t, p, p)); ot = 0;
on = float4(n.xy, t.xy); ot = 0;
on = pow(n, t); ot = 0;
on = n.x * t; ot = 0;""".splitlines()


def flags(command, path):
    out = subprocess.run(command + [path], capture_output=True, text=True).stdout
    return [line for line in out.splitlines() if line.startswith(("#var float4 n ", "#var float4 t "))]


def main():
    cgrs, verbose = sys.argv[1], "-v" in sys.argv[2:]
    with tempfile.TemporaryDirectory() as tmp:
        for profile in ("arbvp1", "vp20", "vp30"):
            agree = 0
            for index, body in enumerate(BODIES):
                path = os.path.join(tmp, f"p{index}.cg")
                with open(path, "w") as f:
                    f.write(f"{HEAD}\n{body}\n}}\n")
                theirs = flags(["cgc", "-q", "-profile", profile], path)
                ours = flags([cgrs, "-profile", profile], path)
                if theirs == ours:
                    agree += 1
                elif verbose:
                    print(f"{profile}: {body}\n  cgc  {theirs}\n  cgrs {ours}")
            print(f"{profile}: {agree} of {len(BODIES)} agree")


if __name__ == "__main__":
    main()
