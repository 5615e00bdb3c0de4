//! Shared by the reflection tests: a validator for the subset of JSON Schema
//! that `docs/reflection.schema.json` uses, and the check of a reflection
//! document against the program text it describes.

#![allow(dead_code)]

use cgrs::back::number::format_number;
use cgrs::reflect::{Reflection, ResourceKind};
use cgrs::vm::header::{parse_resource, Header};
use serde_json::Value;
use std::path::PathBuf;

pub fn repo_path(relative: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(relative)
}

pub fn schema() -> Value {
    let text = std::fs::read_to_string(repo_path("docs/reflection.schema.json"))
        .expect("docs/reflection.schema.json is readable");
    serde_json::from_str(&text).expect("the schema is JSON")
}

/// The keywords [`validate`] implements; a schema using any other fails, so
/// the schema cannot say more than the test checks.
const KEYWORDS: &[&str] = &[
    "$schema",
    "$id",
    "$defs",
    "$ref",
    "title",
    "description",
    "type",
    "required",
    "additionalProperties",
    "properties",
    "items",
    "enum",
    "const",
    "oneOf",
    "minimum",
];

/// Every violation of `schema` (the root schema, for `$ref`) by `value`, as
/// `path: message` lines; empty when `value` is valid.
pub fn validate(root: &Value, value: &Value) -> Vec<String> {
    let mut errors = Vec::new();
    validate_at(root, root, value, "$", &mut errors);
    errors
}

fn type_matches(name: &str, value: &Value) -> bool {
    match name {
        "object" => value.is_object(),
        "array" => value.is_array(),
        "string" => value.is_string(),
        "boolean" => value.is_boolean(),
        "null" => value.is_null(),
        "number" => value.is_number(),
        "integer" => value.is_i64() || value.is_u64(),
        _ => false,
    }
}

fn validate_at(root: &Value, schema: &Value, value: &Value, path: &str, errors: &mut Vec<String>) {
    let Some(schema) = schema.as_object() else {
        errors.push(format!("{path}: schema is not an object"));
        return;
    };
    for keyword in schema.keys() {
        if !KEYWORDS.contains(&keyword.as_str()) {
            errors.push(format!(
                "{path}: the validator does not implement \"{keyword}\""
            ));
        }
    }
    if let Some(reference) = schema.get("$ref").and_then(Value::as_str) {
        match reference
            .strip_prefix("#/$defs/")
            .and_then(|name| root.get("$defs")?.get(name))
        {
            Some(target) => validate_at(root, target, value, path, errors),
            None => errors.push(format!("{path}: unresolved $ref {reference}")),
        }
    }
    if let Some(types) = schema.get("type") {
        let names: Vec<&str> = match types {
            Value::String(name) => vec![name.as_str()],
            Value::Array(names) => names.iter().filter_map(Value::as_str).collect(),
            _ => Vec::new(),
        };
        if !names.iter().any(|name| type_matches(name, value)) {
            errors.push(format!("{path}: {value} is not of type {types}"));
            return;
        }
    }
    if let Some(expected) = schema.get("const") {
        if expected != value {
            errors.push(format!("{path}: {value} is not {expected}"));
        }
    }
    if let Some(Value::Array(allowed)) = schema.get("enum") {
        if !allowed.contains(value) {
            errors.push(format!("{path}: {value} is not one of {allowed:?}"));
        }
    }
    if let (Some(minimum), Some(number)) = (
        schema.get("minimum").and_then(Value::as_f64),
        value.as_f64(),
    ) {
        if number < minimum {
            errors.push(format!("{path}: {number} is below {minimum}"));
        }
    }
    if let Some(Value::Array(choices)) = schema.get("oneOf") {
        let passing = choices
            .iter()
            .filter(|choice| {
                let mut inner = Vec::new();
                validate_at(root, choice, value, path, &mut inner);
                inner.is_empty()
            })
            .count();
        if passing != 1 {
            errors.push(format!("{path}: {passing} of the oneOf choices match"));
        }
    }
    if let Value::Object(object) = value {
        if let Some(Value::Array(required)) = schema.get("required") {
            for name in required.iter().filter_map(Value::as_str) {
                if !object.contains_key(name) {
                    errors.push(format!("{path}: missing \"{name}\""));
                }
            }
        }
        let properties = schema.get("properties").and_then(Value::as_object);
        for (name, member) in object {
            match properties.and_then(|p| p.get(name)) {
                Some(member_schema) => validate_at(
                    root,
                    member_schema,
                    member,
                    &format!("{path}.{name}"),
                    errors,
                ),
                None if schema.get("additionalProperties") == Some(&Value::Bool(false)) => {
                    errors.push(format!("{path}: unexpected \"{name}\""));
                }
                None => {}
            }
        }
    }
    if let (Value::Array(elements), Some(items)) = (value, schema.get("items")) {
        for (index, element) in elements.iter().enumerate() {
            validate_at(root, items, element, &format!("{path}[{index}]"), errors);
        }
    }
}

/// Every way `reflection` disagrees with the program text it describes: its
/// `#var` lines (one-to-one, every field), `#const` lines or `PARAM` literals,
/// footer counts, and the registers the code reads and writes.
pub fn disagreements(reflection: &Reflection, text: &str) -> Vec<String> {
    let mut problems = Vec::new();
    let header = Header::parse(text);
    if header.vars.len() != reflection.parameters.len() {
        problems.push(format!(
            "{} #var lines, {} parameters",
            header.vars.len(),
            reflection.parameters.len()
        ));
    }
    if header.profile.as_deref() != Some(reflection.program.profile.as_str()) {
        problems.push(format!("#profile {:?}", header.profile));
    }
    if header.program.as_deref() != Some(reflection.program.entry.as_str()) {
        problems.push(format!("#program {:?}", header.program));
    }
    if !text.starts_with(&format!("{}\n", reflection.program.header)) {
        problems.push(format!("header line is not {}", reflection.program.header));
    }
    let code: Vec<&str> = text
        .lines()
        .filter(|line| !line.starts_with('#') && !line.starts_with("PARAM"))
        .collect();
    let code_mentions = |register: &str| code.iter().any(|line| line.contains(register));
    for (var, parameter) in header.vars.iter().zip(&reflection.parameters) {
        let name = &parameter.name;
        let fields_agree = var.name == parameter.name
            && var.ty == parameter.type_name
            && var.semantic == parameter.header_semantic
            && var.param_number == parameter.argument
            && var.referenced == parameter.referenced;
        if !fields_agree {
            problems.push(format!("{name}: #var {var:?} vs {parameter:?}"));
        }
        let resource = parameter
            .resource
            .as_ref()
            .map(|r| parse_resource(&r.header))
            .unwrap_or(cgrs::vm::header::VarResource::None);
        if resource != var.resource {
            problems.push(format!(
                "{name}: resource {:?} vs {resource:?}",
                var.resource
            ));
        }
        let Some(resource) = &parameter.resource else {
            continue;
        };
        if !parameter.referenced {
            continue;
        }
        // The code must use the register the reflection names.
        let used = match resource.kind {
            // State-bound slots are read as `c[N]` like any other.
            ResourceKind::Parameter | ResourceKind::State => {
                let first = resource.index.unwrap_or(0);
                // An array read through the address register (`c[A0.x + 3]`)
                // names no slot of its own.
                (first..first + resource.rows.unwrap_or(1))
                    .any(|slot| code_mentions(&format!("c[{slot}]")))
                    || code_mentions("[A0.x")
            }
            // Read as `env[N]`, declared as `program.env[0..M]`.
            ResourceKind::Spilled => {
                code_mentions(resource.header.split(',').next().unwrap_or_default())
            }
            _ => code_mentions(&resource.register),
        };
        if !used {
            problems.push(format!(
                "{name}: the code does not use {}",
                resource.register
            ));
        }
        if matches!(
            resource.kind,
            ResourceKind::Parameter | ResourceKind::State | ResourceKind::Spilled
        ) && resource.row_registers.as_ref().map(Vec::len) != resource.rows.map(|r| r as usize)
        {
            problems.push(format!("{name}: row registers do not match rows"));
        }
    }
    // Every profile records the constants on `#const` lines.
    if reflection.constants.len() != header.consts.len() {
        problems.push(format!(
            "{} #const lines, {} constants",
            header.consts.len(),
            reflection.constants.len()
        ));
    }
    for (line, constant) in header.consts.iter().zip(&reflection.constants) {
        if line.index != constant.index || line.values != constant.values {
            problems.push(format!("#const {line:?} vs {constant:?}"));
        }
    }
    let param_line = text
        .lines()
        .find(|line| line.starts_with("PARAM"))
        .unwrap_or("");
    for constant in reflection.constants.iter().filter(|c| !c.application_loads) {
        let values: Vec<String> = constant.values.iter().map(|&v| format_number(v)).collect();
        let literal = format!("{{ {} }}", values.join(", "));
        if !text.contains(&literal) || param_line.is_empty() {
            problems.push(format!("PARAM does not declare {literal}"));
        }
    }
    if header.instructions != Some(reflection.resources.instructions.used) {
        problems.push(format!(
            "footer says {:?} instructions, reflection {}",
            header.instructions, reflection.resources.instructions.used
        ));
    }
    let loads_address = code.iter().any(|line| line.starts_with("ARL"));
    if reflection.resources.address_registers.used != u32::from(loads_address) {
        problems.push(format!(
            "{} address registers, ARL in the code: {loads_address}",
            reflection.resources.address_registers.used
        ));
    }
    // vp20's footer always says 0 R-regs (cgc does the same).
    if reflection.program.profile != "vp20"
        && header.r_regs != Some(reflection.resources.temporaries.used)
    {
        problems.push(format!(
            "footer says {:?} R-regs, reflection {}",
            header.r_regs, reflection.resources.temporaries.used
        ));
    }
    problems
}

/// Every leaf of the tree names one parameter, by its own name, once.
pub fn tree_problems(reflection: &Reflection) -> Vec<String> {
    fn walk(node: &cgrs::reflect::Node, seen: &mut Vec<usize>, problems: &mut Vec<String>) {
        if let Some(index) = node.parameter {
            seen.push(index);
            if !node.children.is_empty() {
                problems.push(format!("leaf {} has children", node.path));
            }
        }
        for child in &node.children {
            if !child.path.starts_with(&node.path) {
                problems.push(format!("{} under {}", child.path, node.path));
            }
            walk(child, seen, problems);
        }
    }
    let mut seen = Vec::new();
    let mut problems = Vec::new();
    for root in &reflection.tree {
        walk(root, &mut seen, &mut problems);
    }
    let mut sorted = seen.clone();
    sorted.sort_unstable();
    if sorted != (0..reflection.parameters.len()).collect::<Vec<_>>() {
        problems.push(format!(
            "leaves {seen:?} for {} parameters",
            reflection.parameters.len()
        ));
    }
    fn leaf_paths(node: &cgrs::reflect::Node, out: &mut Vec<(usize, String)>) {
        if let Some(index) = node.parameter {
            out.push((index, node.path.clone()));
        }
        for child in &node.children {
            leaf_paths(child, out);
        }
    }
    let mut paths = Vec::new();
    for root in &reflection.tree {
        leaf_paths(root, &mut paths);
    }
    for (index, path) in paths {
        match reflection.parameters.get(index) {
            Some(parameter) if parameter.name == path => {}
            _ => problems.push(format!("leaf {path} names parameter {index}")),
        }
    }
    problems
}
