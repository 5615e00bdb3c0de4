#!/usr/bin/env python3
"""Records cgc 3.1's verdict on `-po NAME[=VALUE]` for every profile.

Each option a profile's manual page lists (and the options of the other
profiles, which it must call unknown) is written without a value and with
values that show how cgc reads one (C's atoi: `7abc` is 7, `abc`, `0x10` and
an empty value are 0) and where it clamps (below 0, 0, 1, 2, a large value).
The probes compile tests/profiles/options/{vertex,fragment}.cg; cgc's warning
and error lines are stored in tests/profiles/options.json, which
tests/suite/target_profiles.rs compares with cgrs's (cgc is not needed
there).

Usage: scripts/regen_profile_options.py   (needs cgc on PATH)
"""
import json
import os
import re
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "tests", "profiles", "options.json")

ASSEMBLY_OPTIONS = {
    "arbvp1": ["NumTemps", "MaxInstructions", "MaxLocalParams", "MaxAddressRegs", "PosInv"],
    "vp20": ["PosInv", "MaxLocalParams"],
    "vp30": ["PosInv", "MaxLocalParams"],
    "arbfp1": ["NumTemps", "NumInstructionSlots", "NumTexInstructionSlots",
               "NumMathInstructionSlots", "MaxTexIndirections", "ATI_draw_buffers",
               "ARB_draw_buffers", "MaxDrawBuffers", "MaxLocalParams",
               "pixel_center_integer", "origin_upper_left"],
}
GLSL_FLAGS = ["userTexCoord", "ATI_draw_buffers", "EXT_gpu_shader4", "ARB_uniform_buffer_object"]
PROFILES = ["arbvp1", "vp20", "vp30", "arbfp1", "glslv", "glslf", "glesv", "glesf"]
VALUES = [None, "-1", "0", "1", "2", "100000", "abc", "", "0x10", "7abc"]
FRAGMENT = {"arbfp1", "glslf", "glesf"}


def options_of(profile):
    """The profile's own options, then every other option name once."""
    own = ASSEMBLY_OPTIONS.get(profile, GLSL_FLAGS)
    others = sorted({o for opts in ASSEMBLY_OPTIONS.values() for o in opts} | set(GLSL_FLAGS))
    return own + [o for o in others if o not in own]


def messages(profile, option, source):
    run = subprocess.run(["cgc", "-q", "-profile", profile, "-po", option, source,
                          "-o", os.devnull], capture_output=True, text=True, cwd=ROOT)
    lines = re.findall(r"((?:warning|error) C\d+: .*)", run.stdout + run.stderr)
    # cgc prints each warning on both streams.
    return sorted(set(lines))


def main():
    probes = []
    for profile in PROFILES:
        source = "tests/profiles/options/%s.cg" % (
            "fragment" if profile in FRAGMENT else "vertex")
        for name in options_of(profile):
            own = name in ASSEMBLY_OPTIONS.get(profile, GLSL_FLAGS)
            for value in VALUES if own else [None, "1"]:
                option = name if value is None else "%s=%s" % (name, value)
                probes.append({"profile": profile, "option": option, "source": source,
                               "cgc": messages(profile, option, source)})
    with open(OUT, "w") as out:
        json.dump(probes, out, indent=1)
        out.write("\n")
    print("%d probes -> %s" % (len(probes), os.path.relpath(OUT, ROOT)))


if __name__ == "__main__":
    main()
