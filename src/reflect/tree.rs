//! The nested view of the flattened parameters: `lights[2].color` becomes the
//! leaf `color` of element `[2]` of the array `lights`.
//!
//! Invariant: the tree is built from the flattened names alone, so every leaf
//! names exactly one entry of `parameters` and its `path` is that entry's name.

use serde::{Deserialize, Serialize};

use super::annotation::Annotation;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum NodeKind {
    Struct,
    Array,
    /// A scalar, vector, matrix or sampler: one entry of `parameters`.
    Leaf,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Node {
    /// The member or root name; `[2]` for an array element.
    pub name: String,
    /// The path from the root, as the flattened names write it: `lights[2].color`.
    pub path: String,
    pub kind: NodeKind,
    /// The element number, for array elements.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub index: Option<u32>,
    /// For leaves: the position of the leaf in `parameters`.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub parameter: Option<usize>,
    /// For leaves without a `#var` line: the position in `unlisted` (their
    /// `parameter` is null).
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub unlisted: Option<usize>,
    /// For a struct or array root: the semantic or register binding written
    /// on it as a whole (`TEXCOORD1`, `C8`), when the declarations are known.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub semantic: Option<String>,
    /// For structs: the struct type's name as declared (`Light`), when the
    /// declarations are known (`Reflection::apply_declarations`).
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub struct_type: Option<String>,
    /// For roots: the annotations written on the declaration, when the
    /// declarations are known.
    #[serde(skip_serializing_if = "Vec::is_empty", default)]
    pub annotations: Vec<Annotation>,
    #[serde(skip_serializing_if = "Vec::is_empty", default)]
    pub children: Vec<Node>,
}

/// One step of a flattened name.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Step {
    Member(String),
    Index(u32),
}

/// Splits `lights[2].color` into `lights`, `[2]`, `color`. Text that is not a
/// well-formed index stays part of a member name.
fn steps(name: &str) -> Vec<Step> {
    let mut steps = Vec::new();
    let mut member = String::new();
    let mut rest = name;
    while let Some(c) = rest.chars().next() {
        if c == '.' {
            if !member.is_empty() {
                steps.push(Step::Member(std::mem::take(&mut member)));
            }
            rest = &rest[1..];
            continue;
        }
        if c == '[' {
            if let Some(close) = rest.find(']') {
                if let Ok(index) = rest[1..close].parse::<u32>() {
                    if !member.is_empty() {
                        steps.push(Step::Member(std::mem::take(&mut member)));
                    }
                    steps.push(Step::Index(index));
                    rest = &rest[close + 1..];
                    continue;
                }
            }
        }
        member.push(c);
        rest = &rest[c.len_utf8()..];
    }
    if !member.is_empty() {
        steps.push(Step::Member(member));
    }
    steps
}

/// The name a flattened name starts with: `IN` for `IN.pos`, `lights` for
/// `lights[2].color`.
pub fn root_name(name: &str) -> String {
    match steps(name).into_iter().next() {
        Some(Step::Member(member)) => member,
        _ => name.to_string(),
    }
}

/// The tree of the parameters' names (`lights[2].color`), roots in order of
/// first appearance; each leaf points to its name's position.
pub fn build<'a>(names: impl IntoIterator<Item = &'a str>) -> Vec<Node> {
    let mut roots: Vec<Node> = Vec::new();
    for (position, name) in names.into_iter().enumerate() {
        let steps = steps(name);
        if steps.is_empty() {
            roots.push(leaf(name.to_string(), String::new(), None, position));
            continue;
        }
        insert(&mut roots, "", &steps, position);
    }
    roots
}

fn leaf(name: String, path: String, index: Option<u32>, position: usize) -> Node {
    Node {
        name,
        path,
        kind: NodeKind::Leaf,
        index,
        parameter: Some(position),
        unlisted: None,
        semantic: None,
        struct_type: None,
        annotations: Vec::new(),
        children: Vec::new(),
    }
}

fn insert(siblings: &mut Vec<Node>, parent_path: &str, steps: &[Step], position: usize) {
    let Some((step, rest)) = steps.split_first() else {
        return;
    };
    let (name, path, index) = match step {
        Step::Member(member) if parent_path.is_empty() => (member.clone(), member.clone(), None),
        Step::Member(member) => (member.clone(), format!("{parent_path}.{member}"), None),
        Step::Index(index) => (
            format!("[{index}]"),
            format!("{parent_path}[{index}]"),
            Some(*index),
        ),
    };
    if rest.is_empty() {
        // A leaf; a second leaf of the same name (an inout parameter listed
        // once per side) gets its own node.
        siblings.push(leaf(name, path, index, position));
        return;
    }
    let kind = match rest[0] {
        Step::Index(_) => NodeKind::Array,
        Step::Member(_) => NodeKind::Struct,
    };
    let existing = siblings
        .iter()
        .position(|node| node.path == path && node.kind == kind);
    let node_index = match existing {
        Some(found) => found,
        None => {
            siblings.push(Node {
                name,
                path: path.clone(),
                kind,
                index,
                parameter: None,
                unlisted: None,
                semantic: None,
                struct_type: None,
                annotations: Vec::new(),
                children: Vec::new(),
            });
            siblings.len() - 1
        }
    };
    insert(&mut siblings[node_index].children, &path, rest, position);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_split_members_and_indices() {
        assert_eq!(
            steps("lights[2].color"),
            vec![
                Step::Member("lights".into()),
                Step::Index(2),
                Step::Member("color".into())
            ]
        );
        assert_eq!(
            steps("m[x]"),
            vec![Step::Member("m[x]".into())],
            "a malformed index stays in the name"
        );
        assert_eq!(root_name("IN.pos"), "IN");
        assert_eq!(root_name("bones[1]"), "bones");
    }
}
