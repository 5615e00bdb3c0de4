//! The C header `runtime/include/Cg/cg.h`, generated from `cg.h.in` (types
//! and prototypes) and the enumeration table (`abi`), so the header's numbers
//! are the library's. A test checks the file in the repository is what this
//! renders (`UPDATE_HEADER=1` rewrites it).

use std::fmt::Write;

use crate::abi;

const TEMPLATE: &str = include_str!("../cg.h.in");

/// The enumerations as C `typedef enum` blocks, in the table's order.
fn enumerations() -> String {
    let mut text = String::new();
    let mut current: Option<&str> = None;
    let mut seen: Vec<&str> = Vec::new();
    for entry in abi::entries() {
        if current != Some(entry.enumeration) {
            if let Some(name) = current {
                let _ = writeln!(text, "}} {name};\n");
            }
            text.push_str("typedef enum\n{\n");
            current = Some(entry.enumeration);
        }
        if seen.contains(&entry.identifier) {
            continue;
        }
        seen.push(entry.identifier);
        let _ = writeln!(text, "  {} = {},", entry.identifier, entry.value);
    }
    if let Some(name) = current {
        let _ = writeln!(text, "}} {name};\n");
    }
    text
}

/// The header's text.
pub fn render() -> String {
    TEMPLATE.replace("@ENUMS@\n", &enumerations())
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    #[test]
    fn header_is_generated_from_the_table() {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../include/Cg/cg.h");
        let rendered = super::render();
        if std::env::var_os("UPDATE_HEADER").is_some() {
            std::fs::write(&path, &rendered).unwrap();
        }
        let stored = std::fs::read_to_string(&path).unwrap_or_default();
        assert!(
            stored == rendered,
            "runtime/include/Cg/cg.h is stale: run UPDATE_HEADER=1 cargo test -p cgrs-libcg header"
        );
    }
}
