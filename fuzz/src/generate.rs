//! A generator of well-typed Cg programs from arbitrary bytes, so fuzzing
//! reaches lowering, the optimizer, register allocation and emission instead
//! of stopping at the parser's first error.
//!
//! The bytes are a stream of choices: each decision reads one byte, and an
//! exhausted stream reads zeros, which always pick the smallest construct (a
//! leaf, no more statements), so every byte string gives a finished program.
//! What a program may contain is what cgc accepts for its profile: typed
//! locals (`float` .. `float4`), arithmetic, swizzles, write masks,
//! constructors, standard-library calls, `?:`, `if`/`else`, counted `for`
//! loops, a helper function with an `out` parameter, `mul` by a uniform
//! matrix and, in fragment programs, `tex2D`.

/// Which entry the program has: a fragment entry returning `: COLOR`, or a
/// vertex entry returning `: POSITION` with a `COLOR0` output parameter.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    Fragment,
    Vertex,
}

/// A generated program and the stage its entry `main` is written for.
#[derive(Clone, Debug)]
pub struct Generated {
    pub stage: Stage,
    pub source: String,
}

/// The decisions, read from the bytes one at a time.
struct Choices<'a> {
    data: &'a [u8],
    at: usize,
}

impl Choices<'_> {
    fn byte(&mut self) -> u8 {
        let byte = self.data.get(self.at).copied().unwrap_or(0);
        self.at += 1;
        byte
    }

    fn exhausted(&self) -> bool {
        self.at >= self.data.len()
    }

    /// In `0..bound`; 0 once the bytes are used up.
    fn below(&mut self, bound: usize) -> usize {
        if bound <= 1 {
            return 0;
        }
        usize::from(self.byte()) % bound
    }

    fn chance(&mut self, percent: usize) -> bool {
        usize::from(self.byte()) * 100 / 256 >= 100 - percent
    }
}

/// A variable expressions may read: its name and number of components.
#[derive(Clone, Debug)]
struct Variable {
    name: String,
    width: usize,
    writable: bool,
}

/// Bounds that keep programs within the profiles' resource limits most of
/// the time (an exceeded limit is a clean error, but a wasted input).
const EXPRESSION_DEPTH: usize = 3;
const STATEMENT_DEPTH: usize = 2;
const NODE_BUDGET: usize = 90;
const STATEMENTS_PER_BLOCK: usize = 5;

const LITERALS: [&str; 12] = [
    "0.5", "1.0", "2.0", "0.0", "-1.0", "0.25", "3.0", "-0.75", "1.5", "0.125", "-2.5", "4.0",
];
const COMPONENTS: [char; 4] = ['x', 'y', 'z', 'w'];

struct Generator<'a> {
    choices: Choices<'a>,
    stage: Stage,
    /// Readable variables, innermost scope last.
    scopes: Vec<Vec<Variable>>,
    text: String,
    indent: usize,
    names: usize,
    budget: usize,
    /// The width of the helper's first parameter, when there is a helper.
    helper: Option<usize>,
    /// Writing the helper's body, where the entry's `m` and `s` are out of scope.
    in_helper: bool,
}

/// The Cg program `data` describes.
pub fn generate(data: &[u8]) -> Generated {
    let mut choices = Choices { data, at: 0 };
    let stage = if choices.chance(30) {
        Stage::Vertex
    } else {
        Stage::Fragment
    };
    let mut generator = Generator {
        choices,
        stage,
        scopes: Vec::new(),
        text: String::new(),
        indent: 0,
        names: 0,
        budget: NODE_BUDGET,
        helper: None,
        in_helper: false,
    };
    generator.program();
    Generated {
        stage,
        source: generator.text,
    }
}

fn type_name(width: usize) -> &'static str {
    ["float", "float2", "float3", "float4"][width - 1]
}

impl Generator<'_> {
    fn program(&mut self) {
        if self.choices.chance(40) {
            self.helper_function();
        }
        self.entry();
    }

    /// `float4 helper(floatN a, float b, out float2 r)`: a body of its own,
    /// called from the entry as a statement.
    fn helper_function(&mut self) {
        let width = 1 + self.choices.below(4);
        self.text.push_str(&format!(
            "float4 helper({} a, float b, out float2 r)\n{{\n",
            type_name(width)
        ));
        // `r` is written last, so nothing reads it before it has a value.
        self.scopes
            .push(vec![readable("a", width), readable("b", 1)]);
        self.in_helper = true;
        self.indent = 1;
        self.statements(1);
        let out = self.expression(2, EXPRESSION_DEPTH);
        self.line(&format!("r = {out};"));
        let result = self.expression(4, EXPRESSION_DEPTH);
        self.line(&format!("return {result};"));
        self.scopes.clear();
        self.in_helper = false;
        // Set only now: Cg has no recursion, so the helper cannot call itself.
        self.helper = Some(width);
        self.text.push_str("}\n\n");
    }

    fn entry(&mut self) {
        let parameters = match self.stage {
            Stage::Fragment => {
                "float4 uv : TEXCOORD0, float4 col : COLOR0, uniform float4 k, \
                 uniform float kf, uniform float4x4 m, uniform sampler2D s) : COLOR"
            }
            Stage::Vertex => {
                "float4 pos : POSITION, float4 nrm : NORMAL, float4 tc : TEXCOORD0, \
                 uniform float4 k, uniform float kf, uniform float4x4 m, \
                 out float4 ocol : COLOR0) : POSITION"
            }
        };
        self.text
            .push_str(&format!("float4 main({parameters}\n{{\n"));
        let inputs: &[(&str, usize)] = match self.stage {
            Stage::Fragment => &[("uv", 4), ("col", 4), ("k", 4), ("kf", 1)],
            Stage::Vertex => &[("pos", 4), ("nrm", 4), ("tc", 4), ("k", 4), ("kf", 1)],
        };
        self.scopes
            .push(inputs.iter().map(|&(n, w)| readable(n, w)).collect());
        self.indent = 1;
        self.statements(0);
        if self.stage == Stage::Vertex {
            let color = self.expression(4, EXPRESSION_DEPTH);
            self.line(&format!("ocol = {color};"));
        }
        let result = self.expression(4, EXPRESSION_DEPTH);
        self.line(&format!("return {result};"));
        self.text.push_str("}\n");
    }

    fn line(&mut self, text: &str) {
        for _ in 0..self.indent {
            self.text.push_str("    ");
        }
        self.text.push_str(text);
        self.text.push('\n');
    }

    fn fresh(&mut self, prefix: &str) -> String {
        self.names += 1;
        format!("{prefix}{}", self.names)
    }

    fn declare(&mut self, name: &str, width: usize) {
        if let Some(scope) = self.scopes.last_mut() {
            scope.push(Variable {
                name: name.to_string(),
                width,
                writable: true,
            });
        }
    }

    fn variables(&self) -> impl Iterator<Item = &Variable> {
        self.scopes.iter().flatten()
    }

    fn statements(&mut self, depth: usize) {
        for _ in 0..STATEMENTS_PER_BLOCK {
            if self.budget == 0 || self.choices.exhausted() || self.choices.chance(15) {
                break;
            }
            self.statement(depth);
        }
    }

    fn statement(&mut self, depth: usize) {
        let nested = depth < STATEMENT_DEPTH;
        match self.choices.below(8) {
            0 | 1 => self.declaration(),
            2 | 3 => self.assignment(),
            4 if nested => self.if_statement(depth),
            5 if nested => self.for_loop(depth),
            6 if self.helper.is_some() => self.helper_call(),
            _ => self.masked_assignment(),
        }
    }

    fn declaration(&mut self) {
        let width = 1 + self.choices.below(4);
        let name = self.fresh("v");
        let value = self.expression(width, EXPRESSION_DEPTH);
        self.line(&format!("{} {name} = {value};", type_name(width)));
        self.declare(&name, width);
    }

    fn writable(&mut self) -> Option<Variable> {
        let candidates: Vec<Variable> = self.variables().filter(|v| v.writable).cloned().collect();
        if candidates.is_empty() {
            return None;
        }
        let pick = self.choices.below(candidates.len());
        candidates.into_iter().nth(pick)
    }

    fn assignment(&mut self) {
        let Some(target) = self.writable() else {
            return self.declaration();
        };
        let operator = ["=", "+=", "-=", "*="][self.choices.below(4)];
        let value = self.expression(target.width, EXPRESSION_DEPTH);
        self.line(&format!("{} {operator} {value};", target.name));
    }

    /// `v.zx = ...`: distinct components of a vector, in any order.
    fn masked_assignment(&mut self) {
        let Some(target) = self.writable().filter(|v| v.width > 1) else {
            return self.assignment();
        };
        let mut available: Vec<char> = COMPONENTS[..target.width].to_vec();
        let count = 1 + self.choices.below(target.width);
        let mut mask = String::new();
        for _ in 0..count {
            let at = self.choices.below(available.len());
            mask.push(available.remove(at));
        }
        let value = self.expression(count, EXPRESSION_DEPTH);
        self.line(&format!("{}.{mask} = {value};", target.name));
    }

    fn block(&mut self, depth: usize) {
        self.scopes.push(Vec::new());
        self.indent += 1;
        self.statements(depth + 1);
        self.indent -= 1;
        self.scopes.pop();
    }

    fn if_statement(&mut self, depth: usize) {
        let condition = self.condition(EXPRESSION_DEPTH - 1);
        self.line(&format!("if ({condition}) {{"));
        self.block(depth);
        if self.choices.chance(50) {
            self.line("} else {");
            self.block(depth);
        }
        self.line("}");
    }

    /// A counted loop with constant bounds: every profile unrolls it.
    fn for_loop(&mut self, depth: usize) {
        let counter = self.fresh("i");
        let count = 1 + self.choices.below(4);
        self.line(&format!(
            "for (int {counter} = 0; {counter} < {count}; {counter}++) {{"
        ));
        // Read as a float: an `int` operand would pick the integer overloads
        // of `abs`, `min`, `max` and make some calls ambiguous.
        self.scopes
            .push(vec![readable(&format!("((float){counter})"), 1)]);
        self.indent += 1;
        self.statements(depth + 1);
        self.indent -= 1;
        self.scopes.pop();
        self.line("}");
    }

    fn helper_call(&mut self) {
        let Some(width) = self.helper else { return };
        let out = self.fresh("o");
        let result = self.fresh("v");
        let argument = self.expression(width, EXPRESSION_DEPTH - 1);
        let scalar = self.expression(1, EXPRESSION_DEPTH - 1);
        self.line(&format!("float2 {out};"));
        self.line(&format!(
            "float4 {result} = helper({argument}, {scalar}, {out});"
        ));
        self.declare(&out, 2);
        self.declare(&result, 4);
    }

    fn condition(&mut self, depth: usize) -> String {
        let left = self.expression(1, depth);
        let right = self.expression(1, depth);
        let comparison = ["<", ">", "<=", ">=", "==", "!="][self.choices.below(6)];
        let simple = format!("{left} {comparison} {right}");
        match self.choices.below(6) {
            0 if depth > 0 => format!("({simple}) && ({})", self.condition(depth - 1)),
            1 if depth > 0 => format!("({simple}) || ({})", self.condition(depth - 1)),
            _ => simple,
        }
    }

    /// An expression of `width` components (1 is `float`).
    fn expression(&mut self, width: usize, depth: usize) -> String {
        if depth == 0 || self.budget == 0 || self.choices.exhausted() {
            return self.leaf(width);
        }
        self.budget -= 1;
        let depth = depth - 1;
        match self.choices.below(16) {
            0 | 1 => self.leaf(width),
            2 | 3 => self.arithmetic(width, depth),
            4 => format!("(-({}))", self.expression(width, depth)),
            5 => self.constructor(width, depth),
            6 => self.swizzled(width, depth),
            7 | 8 => self.componentwise(width, depth),
            9 => self.two_operand_call(width, depth),
            10 => self.three_operand_call(width, depth),
            11 => self.reduction(width, depth),
            12 => self.geometric(width, depth),
            13 => {
                let condition = self.condition(depth.min(1));
                let (a, b) = (self.expression(width, depth), self.expression(width, depth));
                format!("({condition} ? {a} : {b})")
            }
            14 => self.matrix_product(width, depth),
            _ => self.texture(width, depth),
        }
    }

    fn leaf(&mut self, width: usize) -> String {
        let variables: Vec<Variable> = self.variables().cloned().collect();
        if variables.is_empty() || self.choices.chance(25) {
            return self.literal(width);
        }
        let variable = &variables[self.choices.below(variables.len())];
        if variable.width == width && self.choices.chance(60) {
            return variable.name.clone();
        }
        if variable.width == 1 {
            // cgc types a swizzle of a scalar variable (`kf.xxx`) as a scalar
            // where it is an operand of another swizzle or a call, and
            // reports `tex2D(s, (kf.xxx).xz)` ambiguous: a constructor smears.
            let copies = vec![variable.name.as_str(); width];
            return format!("{}({})", type_name(width), copies.join(", "));
        }
        let swizzle = self.swizzle(variable.width, width);
        format!("{}.{swizzle}", variable.name)
    }

    fn literal(&mut self, width: usize) -> String {
        let mut parts = Vec::new();
        for _ in 0..width {
            parts.push(LITERALS[self.choices.below(LITERALS.len())]);
        }
        if width == 1 {
            parts[0].to_string()
        } else {
            format!("{}({})", type_name(width), parts.join(", "))
        }
    }

    /// `width` components chosen from the first `from` ones.
    fn swizzle(&mut self, from: usize, width: usize) -> String {
        (0..width)
            .map(|_| COMPONENTS[self.choices.below(from)])
            .collect()
    }

    fn arithmetic(&mut self, width: usize, depth: usize) -> String {
        let operator = ["+", "-", "*", "+", "*", "/"][self.choices.below(6)];
        let left = self.expression(width, depth);
        // A scalar operand is smeared across the vector's components.
        let right_width = if width > 1 && self.choices.chance(30) {
            1
        } else {
            width
        };
        let right = self.expression(right_width, depth);
        if operator == "/" {
            // Away from zero, so most runs stay finite.
            return format!("({left} / (abs({right}) + 0.5))");
        }
        format!("({left} {operator} {right})")
    }

    fn constructor(&mut self, width: usize, depth: usize) -> String {
        if width == 1 {
            return self.expression(1, depth);
        }
        let mut parts = Vec::new();
        let mut left = width;
        while left > 0 {
            let part = 1 + self.choices.below(left);
            parts.push(self.expression(part, depth));
            left -= part;
        }
        format!("{}({})", type_name(width), parts.join(", "))
    }

    fn swizzled(&mut self, width: usize, depth: usize) -> String {
        let from = 1 + self.choices.below(4);
        let inner = self.expression(from, depth);
        let swizzle = self.swizzle(from, width);
        format!("({inner}).{swizzle}")
    }

    fn componentwise(&mut self, width: usize, depth: usize) -> String {
        let argument = self.expression(width, depth);
        match self.choices.below(12) {
            0 => format!("saturate({argument})"),
            1 => format!("abs({argument})"),
            2 => format!("frac({argument})"),
            3 => format!("floor({argument})"),
            4 => format!("sin({argument})"),
            5 => format!("cos({argument})"),
            6 => format!("sqrt(abs({argument}))"),
            7 => format!("rsqrt(abs({argument}) + 0.25)"),
            8 => format!("exp2(clamp({argument}, -8.0, 8.0))"),
            9 => format!("log2(abs({argument}) + 0.125)"),
            10 if width > 1 => format!("normalize({argument})"),
            _ => format!("pow(abs({argument}) + 0.25, {})", self.literal(width)),
        }
    }

    fn two_operand_call(&mut self, width: usize, depth: usize) -> String {
        let a = self.expression(width, depth);
        let b = self.expression(width, depth);
        let function = ["min", "max", "step"][self.choices.below(3)];
        format!("{function}({a}, {b})")
    }

    fn three_operand_call(&mut self, width: usize, depth: usize) -> String {
        let a = self.expression(width, depth);
        let b = self.expression(width, depth);
        let c = self.expression(width, depth);
        let function = ["lerp", "clamp", "smoothstep"][self.choices.below(3)];
        format!("{function}({a}, {b}, {c})")
    }

    /// `dot`, `length` or `distance`: a scalar, smeared when `width` > 1.
    fn reduction(&mut self, width: usize, depth: usize) -> String {
        let from = 2 + self.choices.below(3);
        let a = self.expression(from, depth);
        let scalar = match self.choices.below(3) {
            0 => format!("dot({a}, {})", self.expression(from, depth)),
            1 => format!("length({a})"),
            _ => format!("distance({a}, {})", self.expression(from, depth)),
        };
        if width == 1 {
            scalar
        } else {
            format!("({scalar}).{}", "x".repeat(width))
        }
    }

    /// `cross` (3 components) or `reflect` (vectors).
    fn geometric(&mut self, width: usize, depth: usize) -> String {
        if width == 1 {
            return self.arithmetic(width, depth);
        }
        let a = self.expression(width, depth);
        let b = self.expression(width, depth);
        if width == 3 && self.choices.chance(50) {
            format!("cross({a}, {b})")
        } else {
            format!("reflect({a}, {b})")
        }
    }

    fn matrix_product(&mut self, width: usize, depth: usize) -> String {
        if self.in_helper {
            return self.arithmetic(width, depth);
        }
        let vector = self.expression(4, depth);
        let product = if self.choices.chance(50) {
            format!("mul(m, {vector})")
        } else {
            format!("mul({vector}, m)")
        };
        self.narrowed(product, width)
    }

    fn texture(&mut self, width: usize, depth: usize) -> String {
        if self.stage == Stage::Vertex || self.in_helper {
            return self.arithmetic(width, depth);
        }
        let coordinate = self.expression(2, depth);
        self.narrowed(format!("tex2D(s, {coordinate})"), width)
    }

    /// The first `width` components of a `float4` expression.
    fn narrowed(&mut self, vector: String, width: usize) -> String {
        if width == 4 {
            return vector;
        }
        let swizzle = self.swizzle(4, width);
        format!("{vector}.{swizzle}")
    }
}

fn readable(name: &str, width: usize) -> Variable {
    Variable {
        name: name.to_string(),
        width,
        writable: false,
    }
}
