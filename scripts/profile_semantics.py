"""The semantics the profile descriptions (profiles/*.json) name, for the
scripts that probe cgc on every one of them (regen-semantic-sizes.sh,
regen-varying-semantic-uniforms.sh). Run from the repository's root."""
import glob
import json

PROFILES = ["arbvp1", "arbfp1", "vp20", "vp30", "glslv", "glslf", "glesv", "glesf"]


def table_names():
    """Every semantic of the profiles' input and output tables, and their
    hidden and unbound ones."""
    names = set()
    for path in glob.glob("profiles/*.json"):
        if path.endswith("schema.json"):
            continue
        profile = json.load(open(path))
        for table in ("inputs", "outputs"):
            for row in profile.get(table) or []:
                names.update(row["semantics"])
        for key in ("hidden_inputs", "hidden_outputs", "unbound_inputs"):
            names.update(profile.get(key) or [])
    return names
