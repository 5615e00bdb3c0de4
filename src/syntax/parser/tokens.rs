//! Parser tokens: lexer tokens with keywords and type names told apart.

use std::collections::HashMap;
use std::fmt;
use std::ops::Range;
use std::sync::OnceLock;

use crate::span::Span;
use crate::syntax::ast;
use crate::syntax::lexer::{Token, TokenKind};

/// A token as the grammar sees it. Names and literals borrow the lexer's token
/// texts, so classifying copies nothing.
///
/// Keywords and punctuation are interned: their texts always point into
/// `KEYWORDS` and `PUNCTUATORS` (build them with [`Tok::keyword`] and
/// [`Tok::punct`]), so comparing two of them compares pointers, not bytes. The
/// grammar compares tokens constantly; this keeps it fast.
#[derive(Clone, Copy, Debug, Eq, Hash)]
pub enum Tok<'a> {
    Ident(&'a str),
    /// A built-in type name (`float4`, `sampler2D`, `vec3`), a name declared by
    /// `struct`, `interface` or `typedef` somewhere in the file, or one the
    /// library declares ([`LIBRARY_TYPES`]).
    TypeName(&'a str),
    Keyword(&'static str),
    Int(&'a str),
    Float(&'a str),
    Str(&'a str),
    Char(&'a str),
    Punct(&'static str),
    Unknown(&'a str),
    /// Stands for source cut out because it nested too deeply (already
    /// reported); the grammar accepts it as an error expression or statement.
    Poison,
}

/// Words that are never identifiers. Reserved words Cg does not support
/// (`goto`, `asm`, `template`...) are included so that using one is reported as
/// "unexpected reserved word", as cgc does. (cgc 3.1 does accept `switch`,
/// `case`, `default` and `class`, and so does this parser.) `shared`, a
/// reserved word of the specification, is a plain name to cgc 3.1: a
/// variable's (`float shared = 1;`), or before a declaration an unknown
/// profile specifier (C7022, and C1071 on a variable: sema case 729).
///
/// The specification reserves more C++ words (`enum`, `union`, `sizeof`,
/// `new`, `virtual`, `public`, `emit`, `auto`...): cgc 3.1 takes each as a
/// name of anything, so they are not here (sema cases 663-668). Nor are
/// `true` and `false`: to cgc they are names the outermost scope declares
/// as bool constants, which any declaration of the program hides (`float
/// true = 0.25;`); sema resolves them when nothing else is named so.
pub static KEYWORDS: &[&str] = &[
    "if",
    "else",
    "for",
    "while",
    "do",
    "break",
    "continue",
    "return",
    "discard",
    "struct",
    "interface",
    "typedef",
    "uniform",
    "varying",
    "static",
    "const",
    "extern",
    "in",
    "out",
    "inout",
    "inline",
    "packed",
    "volatile",
    "precise",
    "row_major",
    "column_major",
    "signed",
    "unsigned",
    "technique",
    "pass",
    "compile",
    "sampler_state",
    "register",
    "asm",
    "asm_fragment",
    "decl",
    "switch",
    "case",
    "default",
    "goto",
    "class",
    "template",
    "this",
    "operator",
    "namespace",
];

/// Every punctuator the lexer produces (see `lexer::PUNCTUATORS`).
pub static PUNCTUATORS: &[&str] = &[
    "<<=", ">>=", "...", "->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||", "+=",
    "-=", "*=", "/=", "%=", "&=", "|=", "^=", "##", "::", "+", "-", "*", "/", "%", "<", ">", "=",
    "!", "~", "&", "|", "^", "?", ":", ";", ",", ".", "(", ")", "[", "]", "{", "}", "#", "@", "$",
    "\\",
];

fn interned(table: &[&'static str], text: &str) -> Option<&'static str> {
    table.iter().copied().find(|entry| *entry == text)
}

/// Same pointer and length: interned texts are equal exactly when identical.
/// (The tables are `static`, not `const`, so that each entry has one address.)
fn same_text(a: &str, b: &str) -> bool {
    std::ptr::eq(a.as_ptr(), b.as_ptr()) && a.len() == b.len()
}

impl PartialEq for Tok<'_> {
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            (Tok::Keyword(a), Tok::Keyword(b)) | (Tok::Punct(a), Tok::Punct(b)) => same_text(a, b),
            (Tok::Ident(a), Tok::Ident(b))
            | (Tok::TypeName(a), Tok::TypeName(b))
            | (Tok::Int(a), Tok::Int(b))
            | (Tok::Float(a), Tok::Float(b))
            | (Tok::Str(a), Tok::Str(b))
            | (Tok::Char(a), Tok::Char(b))
            | (Tok::Unknown(a), Tok::Unknown(b)) => a == b,
            (Tok::Poison, Tok::Poison) => true,
            _ => false,
        }
    }
}

impl Tok<'static> {
    /// The punctuation token `text`, interned. `text` must be in
    /// `PUNCTUATORS`; anything else gives an `Unknown` token that matches
    /// nothing the lexer produces.
    pub fn punct(text: &'static str) -> Self {
        interned(PUNCTUATORS, text).map_or(Tok::Unknown(text), Tok::Punct)
    }

    /// The keyword token `text`, interned (same contract as [`Tok::punct`]).
    pub fn keyword(text: &'static str) -> Self {
        interned(KEYWORDS, text).map_or(Tok::Unknown(text), Tok::Keyword)
    }
}

/// Scalar types that take vector (`float3`) and matrix (`half4x4`) suffixes.
/// (`match`es, not lists: the classifier asks about every name in the file.)
fn is_numeric_base(name: &str) -> bool {
    matches!(
        name,
        "float"
            | "half"
            | "fixed"
            | "int"
            | "uint"
            | "bool"
            | "double"
            | "char"
            | "short"
            | "long"
            | "cfloat"
    )
}

/// Other built-in type names cgc 3.1 accepts (checked with `cgc -noentry`).
fn is_other_type(name: &str) -> bool {
    matches!(
        name,
        "void"
            | "string"
            | "texture"
            | "texture1D"
            | "texture2D"
            | "texture3D"
            | "textureCUBE"
            | "textureRECT"
            | "sampler"
            | "sampler1DShadow"
            | "sampler2DShadow"
            | "samplerRect"
            | "samplerRectShadow"
            | "sampler2DRectShadow"
            | "samplerCubeShadow"
            | "sampler1DArrayShadow"
            | "sampler2DArrayShadow"
            | "samplerCubeArrayShadow"
            | "vector"
            | "matrix"
            | "dword"
    )
}

/// The texture shapes of the sampler type names cgc 3.1 takes in every
/// profile, after `sampler`, `isampler` or `usampler` (`sampler2D`,
/// `isamplerCUBEARRAY`), GLSL's spellings included (`samplerCube`,
/// `sampler2DRect`, `sampler2DArray`, `samplerBuffer`, ... name
/// `samplerCUBE`, `samplerRECT`, `sampler2DARRAY`, `samplerBUF`).
pub const SAMPLER_SHAPES: &[&str] = &[
    "1D",
    "2D",
    "3D",
    "CUBE",
    "Cube",
    "RECT",
    "2DRect",
    "1DARRAY",
    "1DArray",
    "2DARRAY",
    "2DArray",
    "CUBEARRAY",
    "CubeArray",
    "BUF",
    "Buffer",
    "RBUF",
    "2DMS",
    "2DMSARRAY",
    "2DMSArray",
];

/// `sampler2D`, `isampler2D`, `usamplerBUF`: a texel prefix and a shape.
fn is_sampler_type_name(name: &str) -> bool {
    let unprefixed = name.strip_prefix(['i', 'u']).unwrap_or(name);
    unprefixed
        .strip_prefix("sampler")
        .is_some_and(|shape| SAMPLER_SHAPES.contains(&shape))
}

/// The type `signed NAME` or `unsigned NAME` names: for an integer type
/// (`int`, `char`, `short`, `long`, `uint` and their vectors and
/// matrices), `uint` for `int` (and `uint2` for `int2`), for `char`,
/// `short` and `long` the name sema knows as their unsigned spelling
/// (`uchar2`), which cgc's header prints (`ubyte2`), and under `signed` the
/// name itself. Any other type (`unsigned float`, a struct, a typedef of
/// `int`) is C1311 in cgc 3.1: its name is marked with
/// [`ast::SIGN_ON_NON_INTEGER`] for sema to report.
pub fn signed_type_name(sign: &str, name: &str) -> String {
    let integer = ["uint", "int", "char", "short", "long"]
        .iter()
        .find_map(|base| name.strip_prefix(base))
        .is_some_and(is_shape_suffix);
    match (integer, sign) {
        (false, _) => format!("{}{name}", ast::SIGN_ON_NON_INTEGER),
        (true, "unsigned") if !name.starts_with('u') => format!("u{name}"),
        (true, _) => name.to_string(),
    }
}

/// Nothing, a width (`2`) or a matrix shape (`2x3`).
fn is_shape_suffix(suffix: &str) -> bool {
    match suffix.as_bytes() {
        [] => true,
        [n] => is_dimension(*n),
        [r, b'x', c] => is_dimension(*r) && is_dimension(*c),
        _ => false,
    }
}

/// GLSL-style vector/matrix prefixes cgc accepts: `vec4`, `ivec2`, `mat3`, `mat2x3`.
fn is_glsl_vector_prefix(name: &str) -> bool {
    matches!(name, "vec" | "ivec" | "bvec" | "uvec" | "dvec")
}

fn is_glsl_matrix_prefix(name: &str) -> bool {
    matches!(name, "mat" | "dmat")
}

fn is_dimension(byte: u8) -> bool {
    (b'1'..=b'4').contains(&byte)
}

/// True for names of built-in types (`float`, `float4`, `half3x3`, `sampler2D`,
/// `vec4`, `mat2x3`...). A few prefix tests per identifier: cheaper than
/// building a table of the 299 names once per process, which showed in the
/// whole-process compile time.
pub fn is_builtin_type_name(name: &str) -> bool {
    follows_builtin_type_rule(name) || any_case_type_name(name).is_some()
}

/// The type names cgc 3.1 reads in any letter case, as D3D effect files
/// spell them: `float`, HLSL's `vector`, `matrix`, `string` and `dword`, and
/// the CgFX program objects (`vertexshader VS[2] = { compile ... };`,
/// `PixelShader`, `VERTEXFRAGMENT`). cgc takes `FLOAT Blend;` (ShaderX3's
/// volume clouds), `Vector`, `mAtrix`, `DWORD`, but every other type name in
/// lower case only: `HALF`, `INT`, `FLOAT4`, `Sampler`, `Texture` are no
/// types (tests/conformance/types.json's probes of these spellings). Gives the
/// lower-case spelling, the name sema knows (for the lower-case name too);
/// `None` for any other name.
pub fn any_case_type_name(name: &str) -> Option<&'static str> {
    const NAMES: [&str; 9] = [
        "float",
        "vector",
        "matrix",
        "string",
        "dword",
        "vertexshader",
        "pixelshader",
        "vertexfragment",
        "pixelfragment",
    ];
    NAMES
        .into_iter()
        .find(|word| word.len() == name.len() && name.eq_ignore_ascii_case(word))
}

/// The numeric, GLSL-style and object type names. The classifier asks this
/// of every name in the file, so it splits the name once instead of trying
/// every prefix: no base ends in a digit or in `x`, so a name splits into a
/// base and a vector or matrix suffix in one way only.
fn follows_builtin_type_rule(name: &str) -> bool {
    let (base, suffix) = split_dimension_suffix(name);
    if is_numeric_base(base) {
        return true;
    }
    if suffix.is_empty() {
        return is_other_type(name) || is_sampler_type_name(name);
    }
    if is_glsl_vector_prefix(base) {
        return matches!(suffix.as_bytes(), [n] if (b'2'..=b'4').contains(n));
    }
    is_glsl_matrix_prefix(base) && !suffix.starts_with('1')
}

/// `float4x3` → (`float`, `4x3`), `vec2` → (`vec`, `2`), `void` → (`void`,
/// ``): the name without its `N` or `NxM` suffix (N, M in 1..=4), if any.
fn split_dimension_suffix(name: &str) -> (&str, &str) {
    let bytes = name.as_bytes();
    let length = bytes.len();
    let suffix_length = match bytes {
        [.., rows, b'x', columns] if is_dimension(*rows) && is_dimension(*columns) => 3,
        [.., last] if is_dimension(*last) => 1,
        _ => 0,
    };
    name.split_at(length - suffix_length)
}

/// Hash tables for the words the classifier looks up for every token (linear
/// searches of the word lists were the front end's largest cost).
struct Vocabulary {
    keywords: WordTable,
    /// For each ASCII first byte, the lengths (bit n: length n, below 64)
    /// of the keywords that start with it: most names a shader uses are not
    /// keywords, and this rejects them without hashing.
    keyword_shapes: [u64; 128],
    punctuators: WordTable,
}

type WordTable = rustc_hash::FxHashMap<&'static str, &'static str>;

fn vocabulary() -> &'static Vocabulary {
    static VOCABULARY: OnceLock<Vocabulary> = OnceLock::new();
    VOCABULARY.get_or_init(|| {
        let mut keyword_shapes = [0; 128];
        let upper_case = CASE_INSENSITIVE_KEYWORDS.map(str::to_ascii_uppercase);
        let words = KEYWORDS
            .iter()
            .copied()
            .chain(upper_case.iter().map(String::as_str));
        for word in words {
            if let Some((first, length)) = shape(word) {
                keyword_shapes[first] |= 1 << length;
            }
        }
        Vocabulary {
            keywords: KEYWORDS.iter().map(|word| (*word, *word)).collect(),
            keyword_shapes,
            punctuators: PUNCTUATORS.iter().map(|word| (*word, *word)).collect(),
        }
    })
}

/// A word's first byte (ASCII) and length (below 64), what
/// `Vocabulary::keyword_shapes` is indexed by; `None` for any other word.
fn shape(word: &str) -> Option<(usize, u32)> {
    let first = *word.as_bytes().first()?;
    (first < 128 && word.len() < 64).then_some((usize::from(first), word.len() as u32))
}

/// The keywords cgc reads in any case (`Technique`, `PASS`, `Asm`, `DECL`:
/// D3D effect files capitalize them); cgc 3.1 rejects every other keyword's
/// capitalized or upper-case spelling as a name no more than any name.
const CASE_INSENSITIVE_KEYWORDS: [&str; 4] = ["technique", "pass", "asm", "decl"];

/// The interned keyword `name` is, if it is one.
fn keyword_of(name: &str) -> Option<&'static str> {
    let vocabulary = vocabulary();
    // A case-insensitive keyword in any case starts with its lower- or
    // upper-case first letter, both marked.
    let could_be = shape(name)
        .is_some_and(|(first, length)| vocabulary.keyword_shapes[first] & (1 << length) != 0);
    if !could_be {
        return None;
    }
    let keywords = &vocabulary.keywords;
    keywords.get(name).copied().or_else(|| {
        CASE_INSENSITIVE_KEYWORDS
            .iter()
            .find(|word| name.eq_ignore_ascii_case(word))
            .and_then(|word| keywords.get(word).copied())
    })
}

fn is_keyword(name: &str) -> bool {
    keyword_of(name).is_some()
}

/// The declarations of the types cgc's library declares in every profile
/// (`vf30`, `fragout`, `texobj2D`, ...): what sema enters below the file's
/// own declarations, and where the parser learns their names.
pub const LIBRARY_TYPES: &str = include_str!("../../../stdlib/types.cg");

/// Whether the standard library is declared: cgc's `-nostdlib` leaves out
/// its functions and the Cg 1.x types of [`LIBRARY_TYPES`] (their names are
/// plain identifiers then); constructors and casts stay.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Library {
    #[default]
    Standard,
    Absent,
}

/// True for the names [`LIBRARY_TYPES`] declares. They are type names from
/// the start of every file, and like names the file declares a variable may
/// hide them (cgc 3.1 accepts `float fragout = 2;` at file scope and in a
/// function).
pub fn is_library_type_name(name: &str) -> bool {
    static NAMES: OnceLock<Vec<String>> = OnceLock::new();
    // Every library type name is 4 to 13 bytes long: most names of a shader
    // are rejected without reading the list.
    if !(4..=13).contains(&name.len()) {
        return false;
    }
    NAMES
        .get_or_init(|| {
            let tokens = crate::syntax::lexer::lex(crate::span::FileId::LIBRARY, LIBRARY_TYPES);
            let mut names: Vec<String> = declared_type_names(&tokens)
                .into_keys()
                .map(str::to_string)
                .collect();
            names.sort();
            names
        })
        .iter()
        .any(|known| known == name)
}

/// Where each declared type name is a type: token index ranges, each from a
/// declaration to the end of the block around it.
type TypeNameRanges<'a> = HashMap<&'a str, Vec<Range<usize>>>;

/// Names declared as types in the file: the word after `struct` or
/// `interface`, and the declarator names of every `typedef` (identifiers at
/// bracket depth 0 of the typedef that are followed by `,`, `;` or `[`).
/// Like C's, a name declared inside braces is a type to their `}` only: a
/// struct defined in a function body or a statement block, or inside
/// another struct (cgc 3.1: `In x;` outside `struct O { struct In {...} i;
/// };` is a syntax error, so is a local struct's name after its block).
fn declared_type_names(tokens: &[Token]) -> TypeNameRanges<'_> {
    let mut names: TypeNameRanges = HashMap::new();
    // The names declared at file scope and in each open `{` block,
    // innermost last, with the index of their declaration.
    let mut file: Vec<(&str, usize)> = Vec::new();
    let mut blocks: Vec<Vec<(&str, usize)>> = Vec::new();
    for (index, token) in tokens.iter().enumerate() {
        let declared = blocks.last_mut().unwrap_or(&mut file);
        match (token.kind, token.text.as_str()) {
            (TokenKind::Ident, "struct" | "class" | "interface") => {
                if let Some(next) = tokens.get(index + 1) {
                    if next.kind == TokenKind::Ident && !is_keyword(&next.text) {
                        declared.push((next.text.as_str(), index + 1));
                    }
                }
            }
            (TokenKind::Ident, "typedef") => collect_typedef_names(tokens, index + 1, declared),
            (TokenKind::Punct, "{") => blocks.push(Vec::new()),
            (TokenKind::Punct, "}") => {
                if let Some(closed) = blocks.pop() {
                    end_scope(&mut names, closed, index);
                }
            }
            _ => {}
        }
    }
    for open in blocks.into_iter().chain([file]) {
        end_scope(&mut names, open, tokens.len());
    }
    names
}

/// Records names declared in a block that ends at token `end`.
fn end_scope<'a>(names: &mut TypeNameRanges<'a>, declared: Vec<(&'a str, usize)>, end: usize) {
    for (name, at) in declared {
        names.entry(name).or_default().push(at..end);
    }
}

fn collect_typedef_names<'a>(all: &'a [Token], start: usize, names: &mut Vec<(&'a str, usize)>) {
    let tokens = &all[start..];
    let mut depth = 0usize;
    for (index, token) in tokens.iter().enumerate() {
        if depth == 0 && token.is_punct(";") {
            return;
        }
        if matches!(token.text.as_str(), "(" | "[" | "{") && token.kind == TokenKind::Punct {
            depth += 1;
        } else if matches!(token.text.as_str(), ")" | "]" | "}") && token.kind == TokenKind::Punct {
            depth = depth.saturating_sub(1);
        } else if depth == 0 && token.kind == TokenKind::Ident && !is_keyword(&token.text) {
            let next = tokens.get(index + 1);
            if next
                .is_some_and(|next| next.is_punct(",") || next.is_punct(";") || next.is_punct("["))
            {
                names.push((token.text.as_str(), start + index));
            }
        }
    }
}

/// Classifies lexer tokens for the grammar (step 1 of [`super::parse`]).
///
/// Declared type names are scoped like C's: a variable or parameter declared
/// with a type's name (`float4 color` after `typedef float4 color;`) hides the
/// type until the end of the enclosing block (for parameters and `for`
/// variables: the block that follows), so `(color)x` there is not a cast, as
/// in cgc.
pub fn classify(tokens: &[Token]) -> Vec<(Tok<'_>, Span)> {
    classify_with(tokens, Library::Standard)
}

/// [`classify`], the library's type names types only where it is declared.
pub fn classify_with(tokens: &[Token], library: Library) -> Vec<(Tok<'_>, Span)> {
    let library_declared = library == Library::Standard;
    let type_names = declared_type_names(tokens);
    let blocks = Blocks::of(tokens);
    let mut scopes = TypeNameScopes::default();
    let mut classified: Vec<(Tok<'_>, Span)> = Vec::with_capacity(tokens.len());
    for (index, token) in tokens.iter().enumerate() {
        let text = token.text.as_str();
        let tok = match token.kind {
            // `technique` is the only case-insensitive keyword.
            TokenKind::Ident => match keyword_of(text) {
                Some(keyword) => Tok::Keyword(keyword),
                None => {
                    let next = tokens.get(index + 1).map(|next| next.text.as_str());
                    // A declared type is a type only after its declaration:
                    // cgc 3.1 rejects a struct used before it (corpus case
                    // 314, a syntax error). The library's are declared
                    // before the file.
                    let declared =
                        type_names.get(text).is_some_and(|ranges| {
                            match scope_qualifier(&classified) {
                                Some(qualifier) => blocks.visible_through(qualifier, ranges, index),
                                None => ranges.iter().any(|range| range.contains(&index)),
                            }
                        }) || (library_declared && is_library_type_name(text));
                    let (tok, hides_type) =
                        classify_name(text, declared, &scopes, &classified, next);
                    if hides_type && next == Some("(") {
                        scopes.hide_after_parameters(text);
                    } else if hides_type {
                        scopes.hide(text);
                    }
                    tok
                }
            },
            TokenKind::Int => Tok::Int(text),
            TokenKind::Float => Tok::Float(text),
            TokenKind::String => Tok::Str(text),
            TokenKind::Char => Tok::Char(text),
            TokenKind::Punct => match vocabulary().punctuators.get(text) {
                Some(punct) => Tok::Punct(punct),
                None => Tok::Unknown(text),
            },
            TokenKind::Unknown => Tok::Unknown(text),
        };
        scopes.track(tok);
        classified.push((tok, token.span));
    }
    classified
}

/// After `::`, the scope it names: `Some(Some("O"))` after `O::`,
/// `Some(None)` after a `::` that starts the name (the file's scope); `None`
/// for a name that is not qualified.
fn scope_qualifier<'a>(classified: &[(Tok<'a>, Span)]) -> Option<Option<&'a str>> {
    let [.., before, (Tok::Punct("::"), _)] = classified else {
        return matches!(classified, [(Tok::Punct("::"), _)]).then_some(None);
    };
    Some(match before.0 {
        Tok::Ident(name) | Tok::TypeName(name) => Some(name),
        _ => None,
    })
}

/// The file's `{ }` blocks, for the types a scoped name (`O::In`) finds.
struct Blocks<'a> {
    /// The `{` of each block, by the index of its `}`.
    opening: HashMap<usize, usize>,
    /// Each struct's (or interface's) body, `{` to `}`, by its name.
    bodies: HashMap<&'a str, Vec<Range<usize>>>,
    /// The number of tokens: where the file's scope ends.
    end: usize,
}

impl<'a> Blocks<'a> {
    fn of(tokens: &'a [Token]) -> Blocks<'a> {
        let mut blocks = Blocks {
            opening: HashMap::new(),
            bodies: HashMap::new(),
            end: tokens.len(),
        };
        // The struct named last whose body may follow, and the open blocks.
        let mut named: Option<&str> = None;
        let mut open: Vec<(Option<&str>, usize)> = Vec::new();
        for (index, token) in tokens.iter().enumerate() {
            match (token.kind, token.text.as_str()) {
                (TokenKind::Ident, "struct" | "class" | "interface") => {
                    named = tokens.get(index + 1).map(|next| next.text.as_str());
                }
                (TokenKind::Punct, "{") => open.push((named.take(), index)),
                (TokenKind::Punct, "}") => {
                    let Some((name, start)) = open.pop() else {
                        continue;
                    };
                    blocks.opening.insert(index, start);
                    if let Some(name) = name {
                        blocks.bodies.entry(name).or_default().push(start..index);
                    }
                }
                (TokenKind::Punct, ";" | "(" | ")" | "=") => named = None,
                _ => {}
            }
        }
        blocks
    }

    /// Whether a type declared over `ranges` is one at `index` after
    /// `qualifier::` (`None`: after a leading `::`). cgc 3.1 looks the name
    /// up from the struct's body outwards: the struct's own types and those
    /// of the blocks around it, the file's included, wherever declared
    /// before the use (`O::Top`, `A::B::X` with `X` in `A`); a type of
    /// another struct is not one (`O::Nope` is a syntax error then). A
    /// leading `::`, or a name that is no struct, finds the file's types.
    fn visible_through(
        &self,
        qualifier: Option<&str>,
        ranges: &[Range<usize>],
        index: usize,
    ) -> bool {
        let file = self.end..self.end;
        let bodies = qualifier.and_then(|name| self.bodies.get(name));
        let scopes = bodies.map_or(std::slice::from_ref(&file), Vec::as_slice);
        ranges
            .iter()
            .filter(|range| range.start < index)
            .any(|range| {
                let block = self.block_of(range);
                scopes
                    .iter()
                    .any(|scope| block.start <= scope.start && scope.end <= block.end)
            })
    }

    /// The block a type name declared over `range` belongs to (the whole
    /// file for a file-scope one).
    fn block_of(&self, range: &Range<usize>) -> Range<usize> {
        match self.opening.get(&range.end) {
            Some(&start) => start..range.end,
            None => 0..self.end,
        }
    }
}

/// A name that is not a keyword: a built-in type, a declared type (unless a
/// variable hides it here), a variable declared with a type's name (then the
/// second result is true: from here on it hides the type), or a plain
/// identifier. `next` is the text of the following token.
fn classify_name<'a>(
    text: &'a str,
    declared: bool,
    scopes: &TypeNameScopes<'_>,
    classified: &[(Tok<'_>, Span)],
    next: Option<&str>,
) -> (Tok<'a>, bool) {
    // Built-in type names are hidden the same way: cgc 3.1 accepts
    // `float sampler = 2; return c * sampler;` (corpus case 326) and
    // `float float4 = 2;`, but `c * sampler` without such a variable is a
    // syntax error.
    let builtin = is_builtin_type_name(text);
    // The reserved type words are tokens of cgc's grammar of their own, no
    // names: `float float = 1;`, `uniform int int;`, `float4 f(float4
    // void)`, `struct S { float bool; };`, `struct char { ... }` and `for
    // (int short = 0; ...)` are each a syntax error at the word ("unexpected
    // reserved word \"float\"", tests/sema/cases/720-722), where `half`,
    // `float4`, `sampler2D` or `string` may name a variable there.
    if is_reserved_type_word(text) {
        return (Tok::TypeName(text), false);
    }
    if !builtin && !declared || scopes.hides(text) {
        return (Tok::Ident(text), false);
    }
    let after_type = matches!(classified.last(), Some((Tok::TypeName(_), _)));
    if after_type && (scopes.declares_variable(next) || names_function(text, next)) {
        (Tok::Ident(text), true)
    } else if after_type && declared && next == Some("(") {
        // A function named like a struct or typedef of the file (`float4
        // Light(float4 a)` after `struct Light`): cgc 3.1 reads the
        // declaration (sema reports C1002, the name already defined) and
        // the name stays the type's after it (`Light l;` declares one).
        (Tok::Ident(text), false)
    } else {
        (Tok::TypeName(text), false)
    }
}

/// Whether `name` after a type, followed by `next`, names a function: cgc
/// 3.1 takes every built-in type name that its grammar does not reserve, and
/// the library's (`fragout`, `texobj2D`), as a function's name (`float4
/// sampler(float4 a)`, `float4 half(S s)`,
/// `float4 sampler2D(float4 a);`, `float Float(float x)`, `float
/// vector(float x)`), and calls it (`half(c)` calls the function, it
/// constructs no `half`). From there to the end of the file the name is the
/// function's: a declaration with the type (`half h;`, `uniform sampler1D
/// s`, even `float4 main` after a function `float4`) is a syntax error.
/// The reserved words are not (`float4 int(...)` is a C0000 at `int`).
fn names_function(name: &str, next: Option<&str>) -> bool {
    let type_name = is_builtin_type_name(name) || is_library_type_name(name);
    next == Some("(") && type_name && !is_reserved_type_word(name)
}

/// The built-in type names cgc 3.1's grammar reserves: as any name (a
/// function's, a variable's, a parameter's, a member's, a struct's) each is
/// "unexpected reserved word" (`bool` spelled `boolean`); every other type
/// name (`half`, `uint`, `long`, `cfloat`, `float2`, `sampler`, `texture`,
/// `vec4`, `FLOAT`) may name a function or a variable.
pub fn is_reserved_type_word(name: &str) -> bool {
    matches!(name, "float" | "int" | "bool" | "void" | "char" | "short")
}

/// Which declared type names variables hide, block by block (see [`classify`]).
#[derive(Default)]
struct TypeNameScopes<'a> {
    /// Names hidden in each open `{` block, innermost last.
    blocks: Vec<Vec<&'a str>>,
    /// Names declared inside parentheses (parameters, `for` variables): they
    /// belong to the block that opens next.
    pending: Vec<&'a str>,
    paren_depth: usize,
    /// Inside `typedef ... ;`, where a name after a type declares a type.
    in_typedef: bool,
    /// Built-in type names global variables hide to the end of the file
    /// (cgc 3.1 accepts `sampler2D texture; ... f(texture)`).
    file_scope: Vec<&'a str>,
    /// A function named like a type, and the depth of its parameter list's
    /// parentheses: its parameters still see the type (`half half(half a)`),
    /// what follows the list does not.
    function_name: Option<(&'a str, usize)>,
    /// Open `{` of initializer lists inside parentheses (a parameter's
    /// default, `uniform float4 light = {1, 1, 1, 1}`): no blocks, so the
    /// parameters declared around them still belong to the body that opens
    /// after the list (cgc 3.1 accepts `sampler2D texture, float4 l = {..}`
    /// and then `tex2D(texture, uv)` in the body).
    initializer_braces: usize,
}

impl<'a> TypeNameScopes<'a> {
    fn hides(&self, name: &str) -> bool {
        self.blocks.iter().flatten().any(|hidden| *hidden == name)
            || self.pending.contains(&name)
            || self.file_scope.contains(&name)
    }

    /// Whether a name after a type, followed by `next`, declares a variable.
    fn declares_variable(&self, next: Option<&str>) -> bool {
        !self.in_typedef && matches!(next, Some("," | ";" | "=" | "[" | ":" | ")"))
    }

    fn hide(&mut self, name: &'a str) {
        match self.blocks.last_mut() {
            _ if self.paren_depth > 0 => self.pending.push(name),
            Some(block) => block.push(name),
            // A file-scope variable named like a declared type is an error
            // cgc reports; one named like a built-in type hides it.
            None if is_builtin_type_name(name) || is_library_type_name(name) => {
                self.file_scope.push(name)
            }
            None => {}
        }
    }

    /// Hides `name`, a function's, once its parameter list closes.
    fn hide_after_parameters(&mut self, name: &'a str) {
        self.function_name = Some((name, self.paren_depth));
    }

    fn track(&mut self, tok: Tok<'a>) {
        match tok {
            Tok::Keyword("typedef") => self.in_typedef = true,
            Tok::Punct("(") => self.paren_depth += 1,
            Tok::Punct(")") => {
                self.paren_depth = self.paren_depth.saturating_sub(1);
                if let Some((name, depth)) = self.function_name {
                    if depth == self.paren_depth {
                        self.function_name = None;
                        self.hide(name);
                    }
                }
            }
            Tok::Punct("{") if self.paren_depth > 0 => self.initializer_braces += 1,
            Tok::Punct("}") if self.initializer_braces > 0 => self.initializer_braces -= 1,
            Tok::Punct("{") => self.blocks.push(std::mem::take(&mut self.pending)),
            Tok::Punct("}") => {
                self.blocks.pop();
            }
            Tok::Punct(";") if self.paren_depth == 0 => {
                self.in_typedef = false;
                self.pending.clear();
            }
            _ => {}
        }
    }
}

impl Tok<'_> {
    pub fn is_open_bracket(&self) -> bool {
        matches!(self, Tok::Punct("(" | "[" | "{"))
    }

    pub fn is_close_bracket(&self) -> bool {
        matches!(self, Tok::Punct(")" | "]" | "}"))
    }

    /// Tokens after which the rest of the statement nests one level deeper in
    /// the tree: right-associative operators and statement heads.
    pub fn nests_rest_of_statement(&self) -> bool {
        matches!(
            self,
            Tok::Punct(
                "=" | "*=" | "/=" | "%=" | "+=" | "-=" | "<<=" | ">>=" | "&=" | "^=" | "|=" | "?"
            ) | Tok::Keyword("if" | "else" | "while" | "for" | "do" | "switch")
        )
    }

    /// Punctuation that joins or applies to expressions: everything but
    /// statement ends, closing brackets and `{`.
    pub fn is_operator(&self) -> bool {
        matches!(self, Tok::Punct(text) if !matches!(*text, ";" | "{" | "}" | ")" | "]"))
    }

    pub fn is_prefix_operator(&self) -> bool {
        matches!(self, Tok::Punct("+" | "-" | "!" | "~" | "++" | "--"))
    }
}

/// Renders a token the way cgc's (bison's) messages name it.
impl fmt::Display for Tok<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Tok::Ident(text) => write!(f, "identifier \"{text}\""),
            Tok::TypeName(text) => write!(f, "type identifier \"{text}\""),
            Tok::Keyword(text) => write!(f, "reserved word \"{text}\""),
            Tok::Int(text) => write!(f, "integer constant \"{text}\""),
            Tok::Float(text) => write!(f, "floating point constant \"{text}\""),
            Tok::Str(text) => write!(f, "string constant {text}"),
            Tok::Char(text) => write!(f, "character constant {text}"),
            Tok::Punct(text) if text.len() == 1 => write!(f, "'{text}'"),
            Tok::Punct(text) => write!(f, "\"{text}\""),
            Tok::Unknown(text) => write!(f, "invalid character '{}'", text.escape_default()),
            Tok::Poison => write!(f, "code nested too deeply"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::span::FileId;
    use crate::syntax::lexer::lex;

    /// The built-in type names by kind, as the `is_*` rules above name them.
    const NUMERIC_BASES: &[&str] = &[
        "float", "half", "fixed", "int", "uint", "bool", "double", "char", "short", "long",
        "cfloat",
    ];
    const OTHER_TYPES: &[&str] = &[
        "void",
        "string",
        "texture",
        "texture1D",
        "texture2D",
        "texture3D",
        "textureCUBE",
        "textureRECT",
        "sampler",
        "sampler1DShadow",
        "sampler2DShadow",
        "samplerRect",
        "samplerRectShadow",
        "sampler2DRectShadow",
        "samplerCubeShadow",
        "sampler1DArrayShadow",
        "sampler2DArrayShadow",
        "samplerCubeArrayShadow",
        "vector",
        "matrix",
        "dword",
    ];
    const GLSL_VECTOR_PREFIXES: &[&str] = &["vec", "ivec", "bvec", "uvec", "dvec"];
    const GLSL_MATRIX_PREFIXES: &[&str] = &["mat", "dmat"];

    /// Every sampler type name: each texel prefix before each shape.
    fn sampler_names() -> impl Iterator<Item = String> {
        ["", "i", "u"].into_iter().flat_map(|prefix| {
            SAMPLER_SHAPES
                .iter()
                .map(move |shape| format!("{prefix}sampler{shape}"))
        })
    }

    #[test]
    fn punctuation_and_keywords_compare_by_identity() {
        let tokens = lex(FileId(0), "a += ( if technique Technique");
        let classified: Vec<Tok> = classify(&tokens).into_iter().map(|(tok, _)| tok).collect();
        assert_eq!(
            classified,
            [
                Tok::Ident("a"),
                Tok::punct("+="),
                Tok::punct("("),
                Tok::keyword("if"),
                Tok::keyword("technique"),
                Tok::keyword("technique"),
            ]
        );
        assert_ne!(Tok::punct("+"), Tok::punct("+="));
        // Every lexer punctuator is known here.
        let all = lex(FileId(0), &PUNCTUATORS.join(" "));
        assert!(classify(&all)
            .iter()
            .all(|(tok, _)| matches!(tok, Tok::Punct(_))));
    }

    #[test]
    fn keyword_lookup_finds_every_keyword_and_only_keywords() {
        for keyword in KEYWORDS {
            assert_eq!(keyword_of(keyword), Some(*keyword));
        }
        // cgc 3.1 rejects each of these as a variable name.
        let any_case = [
            ("technique", ["TECHNIQUE", "TechNique", "techniquE"]),
            ("pass", ["PASS", "Pass", "pAsS"]),
            ("asm", ["ASM", "Asm", "aSm"]),
            ("decl", ["DECL", "Decl", "dEcl"]),
        ];
        for (keyword, spellings) in any_case {
            for spelling in spellings {
                assert_eq!(keyword_of(spelling), Some(keyword), "{spelling}");
            }
        }
        // and accepts these (other keywords are case-sensitive).
        for name in [
            "",
            "i",
            "iff",
            "whil",
            "technique2",
            "é",
            "_",
            "Float",
            "x",
            "If",
            "PASS2",
            // C++ words the specification reserves and cgc 3.1 takes as names.
            "true",
            "false",
            "union",
            "new",
            "virtual",
        ] {
            assert_eq!(keyword_of(name), None, "{name}");
        }
    }
    #[test]
    fn builtin_type_rule_accepts_exactly_the_type_names() {
        let dimensions = ["1", "2", "3", "4"];
        let mut suffixes = vec![String::new()];
        for rows in dimensions {
            suffixes.push(rows.to_string());
            for columns in dimensions {
                suffixes.push(format!("{rows}x{columns}"));
            }
        }
        let prefixes = NUMERIC_BASES
            .iter()
            .chain(GLSL_VECTOR_PREFIXES)
            .chain(GLSL_MATRIX_PREFIXES);
        let candidates: Vec<String> = prefixes
            .flat_map(|prefix| {
                suffixes
                    .iter()
                    .map(move |suffix| format!("{prefix}{suffix}"))
            })
            .chain(OTHER_TYPES.iter().map(|name| name.to_string()))
            .chain(sampler_names())
            .chain(
                [
                    "isampler",
                    "isampler1DShadow",
                    "samplerCubeARRAY",
                    "isamplerRect",
                ]
                .map(String::from),
            )
            .collect();
        let accepted = candidates
            .iter()
            .filter(|name| is_builtin_type_name(name))
            .count();
        // 11 numeric bases with 21 suffixes, 5 GLSL vector prefixes with 3,
        // 2 GLSL matrix prefixes with 15, 21 other names and 3 texel
        // prefixes with 19 sampler shapes (cgc 3.1 rejects the last four
        // candidates with a syntax error).
        assert_eq!(accepted, 11 * 21 + 5 * 3 + 2 * 15 + 21 + 3 * 19);
    }

    /// The rule as first written, prefix by prefix: the split in
    /// `follows_builtin_type_rule` must agree with it.
    fn follows_rule_by_prefixes(name: &str) -> bool {
        let is_suffix = |suffix: &str| match suffix.as_bytes() {
            [] => true,
            [n] => is_dimension(*n),
            [n, b'x', m] => is_dimension(*n) && is_dimension(*m),
            _ => false,
        };
        let numeric = NUMERIC_BASES
            .iter()
            .any(|base| name.strip_prefix(base).is_some_and(is_suffix));
        let glsl_vector = GLSL_VECTOR_PREFIXES.iter().any(|prefix| {
            name.strip_prefix(prefix)
                .is_some_and(|rest| matches!(rest.as_bytes(), [n] if (b'2'..=b'4').contains(n)))
        });
        let glsl_matrix = GLSL_MATRIX_PREFIXES.iter().any(|prefix| {
            name.strip_prefix(prefix)
                .is_some_and(|rest| !rest.is_empty() && !rest.starts_with('1') && is_suffix(rest))
        });
        let sampler = sampler_names().any(|sampler| sampler == name);
        OTHER_TYPES.contains(&name) || numeric || glsl_vector || glsl_matrix || sampler
    }

    #[test]
    fn splitting_the_suffix_agrees_with_trying_every_prefix() {
        let bases = NUMERIC_BASES
            .iter()
            .chain(GLSL_VECTOR_PREFIXES)
            .chain(GLSL_MATRIX_PREFIXES)
            .chain(OTHER_TYPES)
            .chain(&["", "x", "color", "float4", "vec2x", "mat1", "4"]);
        let suffixes = [
            "", "0", "1", "2", "4", "5", "x", "1x1", "4x4", "2x5", "0x2", "44", "4x", "x4", "D",
            "1x",
        ];
        for base in bases {
            for suffix in suffixes {
                let name = format!("{base}{suffix}");
                assert_eq!(
                    follows_builtin_type_rule(&name),
                    follows_rule_by_prefixes(&name),
                    "{name}"
                );
            }
        }
    }

    #[test]
    fn builtin_type_names() {
        for name in [
            "float",
            "float4",
            "half3x3",
            "bool2",
            "sampler2D",
            "vec4",
            "mat2x3",
            "uint",
            // cgc's any-case names (D3D effect files' spellings).
            "FLOAT",
            "Vector",
            "mAtrix",
            "STRING",
            "dWord",
            "PixelShader",
            "VERTEXFRAGMENT",
        ] {
            assert!(is_builtin_type_name(name), "{name}");
        }
        for name in [
            "float5",
            "float4x",
            "vec1",
            "mat1",
            "floaty",
            "cint",
            "Texture",
            "HALF",
            "Int",
            "FLOAT4",
            "Float3x3",
            "Sampler",
            "SAMPLER2D",
            "VOID",
            "Floats",
        ] {
            assert!(!is_builtin_type_name(name), "{name}");
        }
    }

    /// The names `classify` makes types, in order.
    fn type_names_of(tokens: &[Token]) -> Vec<&str> {
        classify(tokens)
            .iter()
            .filter_map(|(tok, _)| match tok {
                Tok::TypeName(name) => Some(*name),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn declared_names_become_type_names() {
        let tokens = lex(
            FileId(0),
            "struct V { float4 p; }; typedef float4 color, tint[2]; color c; V v; x y;",
        );
        let type_names = type_names_of(&tokens);
        assert_eq!(
            type_names,
            ["V", "float4", "float4", "color", "tint", "color", "V"]
        );
    }

    #[test]
    fn any_case_type_names_are_types_until_a_function_takes_one() {
        // cgc 3.1: `FLOAT b;` declares a float; `float Float(float x)` a
        // function, which `Float(c)` then calls.
        let tokens = lex(
            FileId(0),
            "FLOAT b; Vector v; float Float(float x) { return x; } float g() { return Float(b); }",
        );
        let type_names = type_names_of(&tokens);
        assert_eq!(type_names, ["FLOAT", "Vector", "float", "float", "float"]);
    }

    #[test]
    fn a_function_named_like_a_type_takes_the_name_after_its_parameters() {
        // cgc 3.1: the parameters of `half half(half a, half b)` are halves,
        // after the list `half` is the function's (`half h;` is then a
        // syntax error); `int` is reserved and stays a type.
        let tokens = lex(
            FileId(0),
            "half half(half a, half b) { return a; } half h; \
             float4 sampler(float4 a); float4 int(float4 a);",
        );
        let type_names = type_names_of(&tokens);
        assert_eq!(
            type_names,
            ["half", "half", "half", "float4", "float4", "float4", "int", "float4"]
        );
    }

    #[test]
    fn a_parameter_default_list_opens_no_block() {
        // cgc 3.1: `texture` and `sampler`, parameters, stay names in the
        // body although an initializer list stands between them and it.
        let tokens = lex(
            FileId(0),
            "void f(sampler2D texture, float4 l = {1, 1, 1, 1}, sampler2D sampler) \
             { g(texture, sampler); } texture t;",
        );
        let type_names = type_names_of(&tokens);
        assert_eq!(
            type_names,
            ["void", "sampler2D", "float4", "sampler2D", "texture"]
        );
    }

    #[test]
    fn names_declared_in_braces_are_types_to_their_end() {
        let tokens = lex(
            FileId(0),
            "struct O { struct In { float4 v; } i; In j; }; In x; \
             void f() { { struct L { float c; }; L a; } L b; }",
        );
        let classified = classify(&tokens);
        let type_names: Vec<&str> = classified
            .iter()
            .filter_map(|(tok, _)| match tok {
                Tok::TypeName(name) if !is_builtin_type_name(name) => Some(*name),
                _ => None,
            })
            .collect();
        assert_eq!(type_names, ["O", "In", "In", "L", "L"]);
    }
}
