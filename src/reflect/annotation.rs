//! Annotations (`< string UIName = "Tint"; float UIMin = 0; >`) as the
//! reflection lists them: on the tree's roots and on the program (the
//! entry's), those whose value is constant (`declarations::collect`).

use serde::{Deserialize, Serialize};

/// One annotation with a constant value, as the runtime API reports it
/// (`cgGetFirstParameterAnnotation`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Annotation {
    pub name: String,
    /// The type as cgc names it (`float2`, `half`, `string`, a struct's
    /// name); an array's element type.
    #[serde(rename = "type")]
    pub ty: String,
    pub value: AnnotationValue,
}

/// An annotation's value: a string's text, or the components (a matrix's
/// row by row, an array's element by element; `bool` as 1 and 0).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum AnnotationValue {
    Text(String),
    Numbers(Vec<f32>),
}
