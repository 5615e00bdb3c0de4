//! Find references and semantic tokens, asked as an editor asks them: what
//! each name of a shader stands for (the overload a call chose, a struct's
//! member, a typedef, a macro, an included file).

use crate::lsp::{position, range_of, Client, URI};
use serde_json::{json, Value};

const SHADER: &str = "// cgrs: -profile arbfp1 -entry main
#define SCALE 2.0
struct Light { float3 dir; float4 color; };
typedef float4 Color;
uniform Light light;
float helper(float x) {
    return x * SCALE;
}
float helper(float2 x) {
    return x.x;
}
Color main(float4 v : TEXCOORD0) : COLOR {
    float k = helper(v.x) + helper(v.xy);
    Light l = light;
    k += helper(l.dir.x) * SCALE;
    return l.color * saturate(k);
}
";

/// The ranges of the `nth` occurrences of `needle` listed, each narrowed
/// to `name` (its first occurrence in the needle).
fn ranges(occurrences: &[(&str, usize)], name: &str) -> Vec<Value> {
    let mut expected: Vec<(usize, Value)> = occurrences
        .iter()
        .map(|&(needle, nth)| {
            let start = SHADER
                .match_indices(needle)
                .nth(nth)
                .unwrap_or_else(|| panic!("{needle} #{nth}"))
                .0
                + needle.find(name).expect("name in needle");
            let end = start + name.len();
            (
                start,
                json!({ "start": position(SHADER, start), "end": position(SHADER, end) }),
            )
        })
        .collect();
    expected.sort_by_key(|(start, _)| *start);
    expected.into_iter().map(|(_, range)| range).collect()
}

/// The ranges `textDocument/references` answers at `needle` (+ `offset`).
fn references(
    client: &mut Client,
    needle: &str,
    offset: usize,
    include_declaration: bool,
) -> Vec<Value> {
    let at = SHADER.find(needle).expect("needle") + offset;
    let params = json!({
        "textDocument": { "uri": URI },
        "position": position(SHADER, at),
        "context": { "includeDeclaration": include_declaration },
    });
    let response = client.request("textDocument/references", params);
    let locations = response.result.expect("references");
    let mut found: Vec<(u64, u64, Value)> = locations
        .as_array()
        .expect("locations")
        .iter()
        .map(|location| {
            assert_eq!(location["uri"], URI);
            let start = &location["range"]["start"];
            (
                start["line"].as_u64().unwrap(),
                start["character"].as_u64().unwrap(),
                location["range"].clone(),
            )
        })
        .collect();
    found.sort_by_key(|(line, column, _)| (*line, *column));
    found.into_iter().map(|(_, _, range)| range).collect()
}

fn opened() -> Client {
    let client = Client::start(Value::Null);
    client.open(URI, SHADER);
    assert_eq!(client.diagnostics(URI), Vec::<Value>::new());
    client
}

#[test]
fn references_of_variables_parameters_and_globals() {
    let mut client = opened();
    let local = ranges(&[("float k", 0), ("k +=", 0), ("(k)", 0)], "k");
    assert_eq!(references(&mut client, "k = helper", 0, true), local);
    assert_eq!(references(&mut client, "saturate(k)", 9, true), local);
    // Without the declaration.
    assert_eq!(
        references(&mut client, "(k)", 1, false),
        ranges(&[("k +=", 0), ("(k)", 0)], "k")
    );
    // A parameter: its declaration and use, not the other overload's `x`.
    assert_eq!(
        references(&mut client, "x * SCALE", 0, true),
        ranges(&[("float x", 0), ("x * SCALE", 0)], "x")
    );
    let global = ranges(&[("Light light", 0), ("= light", 0)], "light");
    assert_eq!(references(&mut client, "= light", 2, true), global);
    client.shutdown();
}

#[test]
fn references_of_a_function_are_the_calls_of_the_overload_chosen() {
    let mut client = opened();
    let float_overload = ranges(
        &[
            ("helper(float x)", 0),
            ("helper(v.x)", 0),
            ("helper(l.dir", 0),
        ],
        "helper",
    );
    assert_eq!(
        references(&mut client, "helper(v.x)", 0, true),
        float_overload
    );
    assert_eq!(
        references(&mut client, "helper(float x)", 3, true),
        float_overload
    );
    assert_eq!(
        references(&mut client, "helper(v.xy)", 1, false),
        ranges(&[("helper(v.xy)", 0)], "helper")
    );
    // A library function: its calls.
    assert_eq!(
        references(&mut client, "saturate", 0, true),
        ranges(&[("saturate", 0)], "saturate")
    );
    client.shutdown();
}

#[test]
fn references_of_members_types_and_macros() {
    let mut client = opened();
    assert_eq!(
        references(&mut client, "l.color", 3, true),
        ranges(&[("float4 color", 0), ("l.color", 0)], "color")
    );
    assert_eq!(
        references(&mut client, "l.dir", 2, false),
        ranges(&[("l.dir", 0)], "dir")
    );
    let light = ranges(
        &[("struct Light", 0), ("uniform Light", 0), ("Light l =", 0)],
        "Light",
    );
    assert_eq!(references(&mut client, "Light l =", 0, true), light);
    assert_eq!(
        references(&mut client, "uniform Light", 9, false),
        ranges(&[("uniform Light", 0), ("Light l =", 0)], "Light")
    );
    assert_eq!(
        references(&mut client, "Color main", 0, true),
        ranges(&[("float4 Color", 0), ("Color main", 0)], "Color")
    );
    let scale = ranges(
        &[("define SCALE", 0), ("x * SCALE", 0), (") * SCALE", 0)],
        "SCALE",
    );
    assert_eq!(references(&mut client, "x * SCALE", 5, true), scale);
    assert_eq!(references(&mut client, "define SCALE", 8, true), scale);
    assert_eq!(
        references(&mut client, "define SCALE", 8, false),
        ranges(&[("x * SCALE", 0), (") * SCALE", 0)], "SCALE")
    );
    // Nothing to find on a keyword or a literal.
    let response = client.request(
        "textDocument/references",
        json!({
            "textDocument": { "uri": URI },
            "position": position(SHADER, SHADER.find("return").unwrap()),
            "context": { "includeDeclaration": true },
        }),
    );
    assert!(response.error.is_none(), "{response:?}");
    assert!(response
        .result
        .unwrap()
        .as_array()
        .is_none_or(Vec::is_empty));
    client.shutdown();
}

#[test]
fn references_of_an_included_file_are_its_include_lines() {
    let dir = std::env::temp_dir().join(format!("cgrs-lsp-refs-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(
        dir.join("common.cgh"),
        "float twice(float x) { return x * 2; }\n",
    )
    .unwrap();
    let first = "// cgrs: -profile arbfp1 -entry main\n#include \"common.cgh\"\nfloat4 main(float4 v : TEXCOORD0) : COLOR { return twice(v.x); }\n";
    let second = "// cgrs: -profile arbvp1 -entry main\n\n#include \"./common.cgh\"\nfloat4 main(float4 p : POSITION) : POSITION { return twice(p.x); }\n";
    let first_uri = lsp_types::Url::from_file_path(dir.join("a.cg")).unwrap();
    let second_uri = lsp_types::Url::from_file_path(dir.join("b.cg")).unwrap();
    let header_uri = lsp_types::Url::from_file_path(dir.join("common.cgh")).unwrap();

    let mut client = Client::start(Value::Null);
    client.open(first_uri.as_str(), first);
    assert_eq!(client.diagnostics(first_uri.as_str()), Vec::<Value>::new());
    client.open(second_uri.as_str(), second);
    assert_eq!(client.diagnostics(second_uri.as_str()), Vec::<Value>::new());
    let params = json!({
        "textDocument": { "uri": first_uri },
        "position": { "line": 1, "character": 3 },
        "context": { "includeDeclaration": true },
    });
    let response = client.request("textDocument/references", params);
    let mut found: Vec<(String, Value)> = response
        .result
        .expect("references")
        .as_array()
        .unwrap()
        .iter()
        .map(|l| (l["uri"].as_str().unwrap().to_string(), l["range"].clone()))
        .collect();
    found.sort_by(|a, b| a.0.cmp(&b.0));
    assert_eq!(
        found,
        [
            (first_uri.to_string(), range_of(first, "common.cgh")),
            (second_uri.to_string(), range_of(second, "./common.cgh")),
        ]
    );

    // A function of the header: its definition there and its call here.
    let params = json!({
        "textDocument": { "uri": first_uri },
        "position": position(first, first.find("twice").unwrap()),
        "context": { "includeDeclaration": true },
    });
    let response = client.request("textDocument/references", params);
    let found = response.result.expect("references");
    let uris: Vec<&str> = found
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["uri"].as_str().unwrap())
        .collect();
    // The document's own file first.
    assert_eq!(uris, [first_uri.as_str(), header_uri.as_str()]);
    client.shutdown();
    std::fs::remove_dir_all(&dir).unwrap();
}

/// One decoded semantic token: its text, type and modifiers.
type Decoded = (String, String, Vec<String>);

/// The semantic tokens `method` answers for the document `text`, decoded
/// with the legend the server announced.
fn semantic_tokens(
    client: &mut Client,
    method: &str,
    params: Value,
    text: &str,
) -> Vec<(usize, Decoded)> {
    let legend = &client.capabilities["semanticTokensProvider"]["legend"];
    let names = |key: &str| -> Vec<String> {
        legend[key]
            .as_array()
            .expect("legend")
            .iter()
            .map(|v| v.as_str().unwrap().to_string())
            .collect()
    };
    let (types, modifiers) = (names("tokenTypes"), names("tokenModifiers"));
    let response = client.request(method, params);
    let data: Vec<usize> = response.result.expect("semantic tokens")["data"]
        .as_array()
        .expect("data")
        .iter()
        .map(|v| v.as_u64().unwrap() as usize)
        .collect();
    let lines: Vec<&str> = text.lines().collect();
    let (mut line, mut column) = (0, 0);
    data.chunks(5)
        .map(|token| {
            if token[0] > 0 {
                column = 0;
            }
            line += token[0];
            column += token[1];
            let text = lines[line][column..column + token[2]].to_string();
            let set = (0..modifiers.len())
                .filter(|bit| token[4] & (1 << bit) != 0)
                .map(|bit| modifiers[bit].clone())
                .collect();
            (line, (text, types[token[3]].clone(), set))
        })
        .collect()
}

fn token(text: &str, kind: &str, modifiers: &[&str]) -> Decoded {
    let modifiers = modifiers.iter().map(|m| m.to_string()).collect();
    (text.to_string(), kind.to_string(), modifiers)
}

#[test]
fn semantic_tokens_say_what_each_word_is() {
    let mut client = opened();
    let params = json!({ "textDocument": { "uri": URI } });
    let tokens = semantic_tokens(
        &mut client,
        "textDocument/semanticTokens/full",
        params,
        SHADER,
    );
    let line = |n: usize| -> Vec<Decoded> {
        let on_line = tokens.iter().filter(|(line, _)| *line == n);
        on_line.map(|(_, decoded)| decoded.clone()).collect()
    };
    assert_eq!(line(1), [token("SCALE", "macro", &["declaration"])]);
    assert_eq!(
        line(2),
        [
            token("struct", "keyword", &[]),
            token("Light", "struct", &[]),
            token("float3", "type", &["defaultLibrary"]),
            token("dir", "property", &["declaration"]),
            token("float4", "type", &["defaultLibrary"]),
            token("color", "property", &["declaration"]),
        ]
    );
    assert_eq!(
        line(3),
        [
            token("typedef", "keyword", &[]),
            token("float4", "type", &["defaultLibrary"]),
            token("Color", "type", &[]),
        ]
    );
    assert_eq!(
        line(5),
        [
            token("float", "type", &["defaultLibrary"]),
            token("helper", "function", &["declaration"]),
            token("float", "type", &["defaultLibrary"]),
            token("x", "parameter", &["declaration"]),
        ]
    );
    assert_eq!(
        line(6),
        [
            token("return", "keyword", &[]),
            token("x", "parameter", &[]),
            token("SCALE", "macro", &[]),
        ]
    );
    assert_eq!(
        line(11),
        [
            token("Color", "type", &[]),
            token("main", "function", &["declaration"]),
            token("float4", "type", &["defaultLibrary"]),
            token("v", "parameter", &["declaration"]),
            token("TEXCOORD0", "decorator", &[]),
            token("COLOR", "decorator", &[]),
        ]
    );
    assert_eq!(
        line(15),
        [
            token("return", "keyword", &[]),
            token("l", "variable", &[]),
            token("color", "property", &[]),
            token("saturate", "function", &["defaultLibrary"]),
            token("k", "variable", &[]),
        ]
    );

    // A range: the tokens of its lines only.
    let range =
        json!({ "start": { "line": 6, "character": 0 }, "end": { "line": 6, "character": 20 } });
    let params = json!({ "textDocument": { "uri": URI }, "range": range });
    let in_range = semantic_tokens(
        &mut client,
        "textDocument/semanticTokens/range",
        params,
        SHADER,
    );
    let in_range: Vec<Decoded> = in_range.into_iter().map(|(_, decoded)| decoded).collect();
    assert_eq!(in_range, line(6));
    client.shutdown();
}

/// `true` and `false` are names the outermost scope declares: a keyword
/// where they are the constants, a variable where the program hides one.
#[test]
fn semantic_tokens_tell_the_bool_constants_from_a_variable_named_so() {
    let mut client = Client::start(Value::Null);
    let source = "float4 main(float4 p : TEXCOORD0) : COLOR\n\
                  {\n\
                  bool on = true;\n\
                  float false = 2;\n\
                  return on ? p * false : p;\n\
                  }\n";
    client.open(URI, source);
    assert_eq!(client.diagnostics(URI), Vec::<Value>::new());
    let params = json!({ "textDocument": { "uri": URI } });
    let tokens = semantic_tokens(
        &mut client,
        "textDocument/semanticTokens/full",
        params,
        source,
    );
    let on_line = |n: usize| -> Vec<Decoded> {
        let on_line = tokens.iter().filter(|(line, _)| *line == n);
        on_line.map(|(_, decoded)| decoded.clone()).collect()
    };
    assert!(on_line(2).contains(&token("true", "keyword", &[])));
    assert!(on_line(3).contains(&token("false", "variable", &["declaration"])));
    assert!(on_line(4).contains(&token("false", "variable", &[])));
    client.shutdown();
}
