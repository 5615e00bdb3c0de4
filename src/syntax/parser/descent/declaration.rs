//! Declarations: specifiers, types, structs, declarators, initializers,
//! parameters and functions, as `grammar::declaration` reads them.

use super::cursor::Descent;
use crate::profile::DECLARATION_SPECIFIER_NAMES;
use crate::syntax::ast::*;
use crate::syntax::parser::build::drop_void_parameter;
use crate::syntax::parser::tokens::Tok;

/// The qualifier a specifier keyword (`uniform`, `const`, `in` ...) is.
pub(super) fn keyword_qualifier(token: Tok<'_>) -> Option<QualifierKind> {
    let Tok::Keyword(word) = token else {
        return None;
    };
    Some(match word {
        "uniform" => QualifierKind::Uniform,
        "varying" => QualifierKind::Varying,
        "static" => QualifierKind::Static,
        "const" => QualifierKind::Const,
        "extern" => QualifierKind::Extern,
        "in" => QualifierKind::In,
        "out" => QualifierKind::Out,
        "inout" => QualifierKind::InOut,
        "inline" => QualifierKind::Inline,
        "packed" => QualifierKind::Packed,
        "typedef" => QualifierKind::Typedef,
        "volatile" => QualifierKind::Volatile,
        "precise" => QualifierKind::Precise,
        "row_major" => QualifierKind::RowMajor,
        "column_major" => QualifierKind::ColumnMajor,
        _ => return None,
    })
}

/// A profile name that qualifies a declaration (`arbfp1 float4 f()`).
pub(super) fn is_profile_qualifier(token: Tok<'_>) -> bool {
    matches!(token, Tok::Ident(name) if DECLARATION_SPECIFIER_NAMES.contains(&name))
}

impl Descent<'_, '_> {
    fn take_qualifier(&mut self, kind: QualifierKind) -> Qualifier {
        let start = self.pos;
        self.pos += 1;
        Qualifier {
            kind,
            span: self.span_from(start),
        }
    }

    /// Specifier keywords only (after the type).
    fn keyword_qualifiers(&mut self, qualifiers: &mut Vec<Qualifier>) {
        while let Some(kind) = self.peek().and_then(keyword_qualifier) {
            qualifiers.push(self.take_qualifier(kind));
        }
    }

    /// Specifiers before the type: keywords and profile names. `[precise]`
    /// is left to the grammar.
    fn qualifiers(&mut self) -> Option<Vec<Qualifier>> {
        let mut qualifiers = Vec::new();
        while let Some(token) = self.peek() {
            if let Some(kind) = keyword_qualifier(token) {
                qualifiers.push(self.take_qualifier(kind));
            } else if let (true, Tok::Ident(name)) = (is_profile_qualifier(token), token) {
                qualifiers.push(self.take_qualifier(QualifierKind::Profile(name.to_string())));
            } else if matches!(token, Tok::Punct("[")) {
                return None;
            } else {
                break;
            }
        }
        Some(qualifiers)
    }

    /// `qualifiers type qualifiers`, merged in order.
    pub(super) fn qualified_type(&mut self) -> Option<(Vec<Qualifier>, TypeSpec)> {
        let mut qualifiers = self.qualifiers()?;
        let ty = self.arrayed_type()?;
        self.keyword_qualifiers(&mut qualifiers);
        Some((qualifiers, ty))
    }

    /// A type and the array dimensions written before a declared name
    /// (`float2[16] a`, `float2[] v`), wrapped in [`TypeKind::Array`].
    fn arrayed_type(&mut self) -> Option<TypeSpec> {
        let start = self.pos;
        let ty = self.type_spec()?;
        let dims = self.array_dims()?;
        if dims.is_empty() {
            return Some(ty);
        }
        Some(TypeSpec {
            kind: TypeKind::Array {
                element: Box::new(ty),
                dims,
            },
            span: self.span_from(start),
        })
    }

    /// A named type (`float4`, `unsigned int`), a struct or a template.
    fn type_spec(&mut self) -> Option<TypeSpec> {
        let start = self.pos;
        match self.peek()? {
            // A scoped type name (`O::In`): left to the grammar.
            Tok::TypeName(_) if self.is_punct_at(1, "::") => None,
            Tok::TypeName(name) => {
                let name = self.take_name(name);
                Some(TypeSpec {
                    span: name.span,
                    kind: TypeKind::Named(name),
                })
            }
            Tok::Keyword(sign @ ("signed" | "unsigned")) => {
                // A reserved `bool` or `void` after the sign word is cgc's
                // syntax error, a scoped name the grammar's: both left to it.
                let Some(Tok::TypeName(name)) = self.peek_at(1) else {
                    return None;
                };
                if matches!(name, "bool" | "void") || self.is_punct_at(2, "::") {
                    return None;
                }
                self.pos += 1;
                let mut name = self.take_name(name);
                name.name = crate::syntax::parser::tokens::signed_type_name(sign, &name.name);
                Some(TypeSpec {
                    kind: TypeKind::Named(name),
                    span: self.span_from(start),
                })
            }
            Tok::Keyword(keyword @ ("struct" | "class" | "interface")) => self.struct_def(keyword),
            Tok::Ident(name @ ("AttribArray" | "AttribArrayOut")) => self.template(name),
            _ => None,
        }
    }

    /// `AttribArray<float4>`: cgc knows these two templates only.
    fn template(&mut self, name: &str) -> Option<TypeSpec> {
        let start = self.pos;
        let name = self.take_name(name);
        self.expect_punct("<")?;
        let mut args = vec![self.nested(Self::type_spec)?];
        while self.eat_punct(",") {
            args.push(self.nested(Self::type_spec)?);
        }
        self.expect_punct(">")?;
        Some(TypeSpec {
            kind: TypeKind::Template { name, args },
            span: self.span_from(start),
        })
    }

    /// `struct S : Base { members }`, at the keyword.
    fn struct_def(&mut self, keyword: &str) -> Option<TypeSpec> {
        let start = self.pos;
        self.pos += 1;
        let keyword = match keyword {
            "struct" => StructKeyword::Struct,
            "class" => StructKeyword::Class,
            _ => StructKeyword::Interface,
        };
        let name = self.declared_name();
        let base = if self.eat_punct(":") {
            Some(self.declared_name()?)
        } else {
            None
        };
        let members = if self.is_punct("{") {
            Some(self.members()?)
        } else {
            None
        };
        // An interface is declared, never named as a type (the grammar's
        // `interface` rule); a struct names itself or lists its members
        // (`struct * p` is the grammar's "expecting '{'").
        if keyword == StructKeyword::Interface && members.is_none() && !self.is_punct(";") {
            return None;
        }
        if name.is_none() && members.is_none() {
            return None;
        }
        let span = self.span_from(start);
        Some(TypeSpec {
            kind: TypeKind::Struct(Box::new(StructDef {
                keyword,
                name,
                base,
                members,
                bindings: Vec::new(),
                span,
            })),
            span,
        })
    }

    /// `{ members }`: at least one.
    fn members(&mut self) -> Option<Vec<Member>> {
        self.expect_punct("{")?;
        let mut members = Vec::new();
        while !self.eat_punct("}") {
            members.push(self.nested(Self::declaration_or_function)?);
        }
        (!members.is_empty()).then_some(members)
    }

    /// `qualifiers type` and a function or variables: a file-scope item or
    /// a struct member.
    pub(super) fn declaration_or_function(&mut self) -> Option<Member> {
        let start = self.pos;
        let (qualifiers, ty) = self.qualified_type()?;
        let scoped = matches!(self.peek(), Some(Tok::Ident(_) | Tok::TypeName(_)))
            && self.is_punct_at(1, "::");
        let named_call = matches!(self.peek(), Some(Tok::Ident(_))) && self.is_punct_at(1, "(");
        if !(scoped || named_call) {
            let declarators = self.declarators()?;
            self.expect_punct(";")?;
            return Some(Member::Field(Declaration {
                qualifiers,
                ty,
                declarators,
                span: self.span_from(start),
            }));
        }
        let scope = if scoped {
            let scope = self.declared_name()?;
            self.pos += 1;
            Some(scope)
        } else {
            None
        };
        let name = self.ident()?;
        let params = self.params()?;
        let semantics = self.semantics()?;
        let annotations = self.no_annotations()?;
        let body = if self.eat_punct(";") {
            None
        } else {
            Some(self.block()?)
        };
        Some(Member::Method(Function {
            qualifiers,
            return_type: ty,
            scope,
            name,
            params,
            semantics,
            annotations,
            body,
            span: self.span_from(start),
        }))
    }

    /// The semantics while `:` is next: cgc takes any number
    /// (`: register(vs, c3) : register(ps, c5)`).
    fn semantics(&mut self) -> Option<Vec<Semantic>> {
        let mut semantics = Vec::new();
        while self.is_punct(":") {
            semantics.push(self.semantic()?);
        }
        Some(semantics)
    }

    /// Annotations (`< ... >`) are left to the grammar: none may come next.
    fn no_annotations(&mut self) -> Option<Vec<Annotation>> {
        (!self.is_punct("<")).then(Vec::new)
    }

    /// `= initializer` if `=` is next.
    fn optional_initializer(&mut self) -> Option<Option<Initializer>> {
        if self.eat_punct("=") {
            Some(Some(self.initializer()?))
        } else {
            Some(None)
        }
    }

    /// `*p`: the pointer stars before a declared name.
    fn pointer(&mut self) -> u8 {
        let mut stars = 0usize;
        while self.eat_punct("*") {
            stars += 1;
        }
        stars.min(u8::MAX as usize) as u8
    }

    /// `a[2] : COLOR = v, *p`: possibly none.
    pub(super) fn declarators(&mut self) -> Option<Vec<Declarator>> {
        let mut declarators = Vec::new();
        if !matches!(
            self.peek(),
            Some(Tok::Ident(_) | Tok::TypeName(_) | Tok::Punct("*"))
        ) {
            return Some(declarators);
        }
        loop {
            declarators.push(self.declarator()?);
            if !self.eat_punct(",") {
                return Some(declarators);
            }
        }
    }

    fn declarator(&mut self) -> Option<Declarator> {
        let start = self.pos;
        let pointer = self.pointer();
        let name = self.declared_name()?;
        let array = self.array_dims()?;
        let semantics = self.semantics()?;
        let annotations = self.no_annotations()?;
        let init = self.optional_initializer()?;
        Some(Declarator {
            pointer,
            name,
            array,
            semantics,
            annotations,
            init,
            span: self.span_from(start),
        })
    }

    /// `= value`, `= { a, b, }`. `sampler_state { ... }` is left to the
    /// grammar.
    pub(super) fn initializer(&mut self) -> Option<Initializer> {
        self.nested(|parser| {
            let start = parser.pos;
            let kind = if parser.eat_punct("{") {
                let mut items = Vec::new();
                // An empty list is a syntax error in cgc: the grammar reports it.
                if parser.is_punct("}") {
                    return None;
                }
                while !parser.eat_punct("}") {
                    items.push(parser.initializer()?);
                    if !parser.eat_punct(",") {
                        parser.expect_punct("}")?;
                        break;
                    }
                }
                InitializerKind::List(items)
            } else {
                InitializerKind::Expr(parser.assignment()?)
            };
            Some(Initializer {
                kind,
                span: parser.span_from(start),
                follow: parser.next_start(),
            })
        })
    }

    /// `(in float4 p : POSITION, ...)`, at the `(`.
    fn params(&mut self) -> Option<Vec<Param>> {
        self.expect_punct("(")?;
        let mut params = Vec::new();
        if !self.eat_punct(")") {
            loop {
                params.push(self.param()?);
                if !self.eat_punct(",") {
                    break;
                }
            }
            self.expect_punct(")")?;
        }
        Some(drop_void_parameter(params))
    }

    fn param(&mut self) -> Option<Param> {
        let start = self.pos;
        let mut qualifiers = self.qualifiers()?;
        let ty = self.arrayed_type()?;
        // A name is required after specifiers written after the type.
        let qualified_after = self.peek().and_then(keyword_qualifier).is_some();
        self.keyword_qualifiers(&mut qualifiers);
        let pointer = self.pointer();
        let name = match self.declared_name() {
            Some(name) => Some(name),
            None if qualified_after => return None,
            None => None,
        };
        let array = self.array_dims()?;
        let semantics = self.semantics()?;
        let annotations = self.no_annotations()?;
        let default = self.optional_initializer()?;
        Some(Param {
            qualifiers,
            ty,
            pointer,
            name,
            array,
            semantics,
            annotations,
            default,
            span: self.span_from(start),
        })
    }
}
