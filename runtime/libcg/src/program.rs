//! Programs and their parameters: what a compile leaves in the library's
//! tables.
//!
//! Invariant: the parameter tree is built from cgrs's reflection of the
//! compiled program alone (the structure that prints the `#var` lines), so
//! the runtime and the program's header cannot disagree. An `inout` leaf is
//! reported by its output side, which the reflection records beside the
//! `#var` line of its input. Aggregates (structs, arrays) take their
//! direction, variability and ordinal from their first leaf, as NVIDIA's
//! libCg reports them.

use std::collections::HashMap;
use std::ffi::CString;
use std::panic::AssertUnwindSafe;
use std::path::PathBuf;

use cgrs::invocation::runtime::{self, Source};
use cgrs::reflect::tree::NodeKind;
use cgrs::reflect::{
    Direction, Leaf, Node, Parameter as ReflectedParameter, Reflection, ResourceInfo, ResourceKind,
    UserType, Variability,
};

use crate::abi::{self, consts::*};
use crate::annotation;
use crate::handle::Id;
use crate::state::{Error, Result, State};

/// What a program is compiled from: the arguments of `cgCreateProgram`.
#[derive(Clone, Debug)]
pub struct Spec {
    pub source: String,
    /// The file it was read from (`cgCreateProgramFromFile`).
    pub file: Option<PathBuf>,
    pub profile: i32,
    pub entry: String,
    pub args: Vec<String>,
}

pub struct Program {
    pub context: Id,
    pub spec: Spec,
    /// NUL-terminated copies of what `cgGetProgramString` returns.
    pub source: CString,
    pub entry: CString,
    pub compiled: CString,
    /// `cgGetProgramOptions`: the compiler's command line as NVIDIA's libCg
    /// reports it (`-q -no_uniform_blocks -profile P -entry E`, then the
    /// application's arguments) and a NULL-terminated array of pointers to
    /// them (addresses, kept as numbers so the state is `Send`).
    pub options: Vec<CString>,
    pub option_pointers: Vec<usize>,
    /// Roots of the CG_PROGRAM namespace (the entry's parameters) and of the
    /// CG_GLOBAL one (globals and the return value), in cgc's order.
    pub program_roots: Vec<Id>,
    pub global_roots: Vec<Id>,
    pub program_leaves: Vec<Id>,
    pub global_leaves: Vec<Id>,
    /// Every parameter by its full name (`lights[0].pos`).
    pub by_name: HashMap<String, Id>,
    /// Every parameter it owns.
    pub parameters: Vec<Id>,
    /// A combined program's programs, one per domain (empty otherwise).
    pub parts: Vec<Id>,
    /// The struct and interface types its source defines, in order
    /// (`cgGetUserType`), by their numbers.
    pub user_types: Vec<i32>,
    /// Its entry's annotations, then those `cgCreateProgramAnnotation` added.
    pub annotations: Vec<Id>,
}

pub struct Parameter {
    pub program: Id,
    pub context: Id,
    pub name: CString,
    /// The last step of the name: the member name, or `[2]` for an element.
    pub member: String,
    pub ty: i32,
    pub named_type: i32,
    pub base_type: i32,
    pub class: i32,
    pub rows: i32,
    pub columns: i32,
    pub direction: i32,
    pub variability: i32,
    pub semantic: Semantic,
    pub resource: i32,
    pub base_resource: i32,
    pub resource_index: u64,
    pub resource_name: Option<CString>,
    pub referenced: bool,
    pub ordinal: i32,
    pub global: bool,
    pub children: Vec<Id>,
    pub next: Option<Id>,
    pub element_index: Option<u32>,
    /// Position in its namespace's leaf list, for leaves.
    pub leaf_position: Option<usize>,
    /// The declared default (row-major), or zeros; empty for samplers.
    pub default: Vec<f64>,
    /// The current value, starting as the default.
    pub value: Vec<f64>,
    /// A `string` parameter's value.
    pub text: Option<CString>,
    /// Its connections (`cgConnectParameter`) and whether it is a shared
    /// parameter of its context (`cgCreateParameter`).
    pub links: Links,
    /// Its annotations (a root's, as declared), then those
    /// `cgCreateParameterAnnotation` added.
    pub annotations: Vec<Id>,
}

/// A parameter's connections: the one whose value it follows and the ones
/// that follow it.
#[derive(Clone, Debug, Default)]
pub struct Links {
    pub source: Option<Id>,
    pub targets: Vec<Id>,
    /// Made by `cgCreateParameter*`: it belongs to its context, not to a
    /// program.
    pub shared: bool,
}

impl Parameter {
    /// A parameter with nothing known yet but where it belongs and its
    /// names: unknown type and class, an `in` uniform, no resource, no
    /// children, no values. The builders fill in the rest.
    pub fn unset(
        program: Id,
        context: Id,
        name: CString,
        member: String,
        global: bool,
    ) -> Parameter {
        Parameter {
            program,
            context,
            name,
            member,
            ty: CG_UNKNOWN_TYPE,
            named_type: CG_UNKNOWN_TYPE,
            base_type: CG_UNKNOWN_TYPE,
            class: CG_PARAMETERCLASS_UNKNOWN,
            rows: 0,
            columns: 0,
            direction: CG_IN,
            variability: CG_UNIFORM,
            semantic: Semantic::default(),
            resource: CG_UNDEFINED,
            base_resource: CG_UNDEFINED,
            resource_index: 0,
            resource_name: None,
            referenced: false,
            ordinal: 0,
            global,
            children: Vec::new(),
            next: None,
            element_index: None,
            leaf_position: None,
            default: Vec::new(),
            value: Vec::new(),
            text: None,
            links: Links::default(),
            annotations: Vec::new(),
        }
    }

    /// Scalars, vectors and matrices: what values can be set on and read from.
    pub fn is_numeric(&self) -> bool {
        matches!(
            self.class,
            CG_PARAMETERCLASS_SCALAR | CG_PARAMETERCLASS_VECTOR | CG_PARAMETERCLASS_MATRIX
        )
    }
}

/// A parameter's semantic, as written in the source or given to
/// `cgSetParameterSemantic`, and in upper case. NVIDIA's libCg reports one or
/// the other by the semantic case policy in force when asked (probed:
/// `cgSetSemanticCasePolicy(CG_UNCHANGED_CASE_POLICY)` changes what programs
/// compiled before report too).
#[derive(Clone, Default)]
pub struct Semantic {
    written: CString,
    upper: CString,
}

impl Semantic {
    pub fn new(text: &str) -> Semantic {
        Semantic {
            written: c_string(text),
            upper: c_string(&text.to_uppercase()),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.written.is_empty()
    }

    /// The form `cgGetParameterSemantic` returns under `policy`.
    pub fn reported(&self, policy: i32) -> &CString {
        match policy {
            CG_UNCHANGED_CASE_POLICY => &self.written,
            _ => &self.upper,
        }
    }
}

/// Compiles `spec` and adds the program to `context`. A compile that fails
/// leaves the listing in the context and reports CG_COMPILER_ERROR.
pub fn create(state: &mut State, context: Id, spec: Spec) -> Result<Id> {
    let virtual_files = virtual_files(state, context);
    let outcome = run_compiler(&spec, &virtual_files, None);
    install(state, context, spec, outcome)
}

/// The context's virtual files (`cgSetCompilerIncludeString`).
pub fn virtual_files(state: &State, context: Id) -> Vec<(String, String)> {
    state
        .contexts
        .get(context)
        .map(|c| c.include_strings.clone())
        .unwrap_or_default()
}

/// What the compiler made of a spec: the compilation, or a listing.
pub type Outcome = std::result::Result<runtime::Compilation, String>;

/// Runs the compiler on `spec` (no state needed: an include callback may
/// call the library meanwhile), asking `ask` for the files `#include`
/// names that no virtual file has.
pub fn run_compiler(
    spec: &Spec,
    virtual_files: &[(String, String)],
    ask: Option<runtime::IncludeRequest<'_>>,
) -> Outcome {
    let profile_name = abi::string(abi::PROFILE, spec.profile)
        .and_then(|name| name.to_str().ok())
        .filter(|_| spec.profile != CG_PROFILE_UNKNOWN);
    match profile_name {
        None => Err(format!(
            "(0) : error C9999: unknown profile (CGprofile {})\n",
            spec.profile
        )),
        Some(name) if cgrs::profile::ProfileRef::builtin(name).is_none() => Err(format!(
            "(0) : error C9999: profile {name} is not supported yet by cgrs's libCg\n"
        )),
        Some(name) => {
            let args = runtime::arguments(name, &spec.entry, &spec.args);
            let source = match &spec.file {
                Some(path) => Source::File(path),
                None => Source::Text(&spec.source),
            };
            // A compiler panic must not unwind into C (nor abort the
            // application): it is a failed compile.
            std::panic::catch_unwind(AssertUnwindSafe(|| {
                runtime::compile_asking(&args, source, virtual_files, ask)
            }))
            .unwrap_or_else(|_| Err("internal compiler error".to_string()))
            .map_err(|message| format!("(0) : error C9999: {message}\n"))
        }
    }
}

/// Adds the program a compile made to `context`; sets the context's listing
/// either way.
pub fn install(state: &mut State, context: Id, spec: Spec, outcome: Outcome) -> Result<Id> {
    let (compiled, reflection, declared) = listed(state, context, outcome)?;
    // Numbered anew for each program, in the order its source defines
    // them, as NVIDIA's libCg numbers them (the same struct in two programs
    // is two types).
    let user_types: Vec<i32> = declared
        .iter()
        .map(|declared| state.new_user_type(&declared.name))
        .collect();
    for (declared, number) in declared.iter().zip(&user_types) {
        let parent = declared.parent.as_deref().map(|name| {
            declared_type(state, &user_types, name).unwrap_or_else(|| state.user_type(name))
        });
        if let Some(info) = state
            .user_types
            .get_mut((number - crate::state::USER_TYPE_BASE) as usize)
        {
            info.interface = declared.interface;
            info.parent = parent;
        }
    }
    let program = Program {
        context,
        source: c_string(&spec.source),
        entry: c_string(&spec.entry),
        compiled: c_string(&compiled),
        options: program_options(&spec).iter().map(|a| c_string(a)).collect(),
        option_pointers: Vec::new(),
        program_roots: Vec::new(),
        global_roots: Vec::new(),
        program_leaves: Vec::new(),
        global_leaves: Vec::new(),
        by_name: HashMap::new(),
        parameters: Vec::new(),
        parts: Vec::new(),
        user_types,
        annotations: Vec::new(),
        spec,
    };
    let id = state.programs.insert(program);
    if let Some(program) = state.programs.get_mut(id) {
        program.option_pointers = program
            .options
            .iter()
            .map(|o| o.as_ptr() as usize)
            .chain(std::iter::once(0))
            .collect();
    }
    add_parameters(state, id, context, &reflection);
    let owner = annotation::Owner::Program(id);
    let user_types = state.programs.get(id).map(|p| p.user_types.clone());
    let annotations = annotation::add_reflected(
        state,
        owner,
        &reflection.program.annotations,
        user_types.as_deref().unwrap_or_default(),
    );
    if let Some(program) = state.programs.get_mut(id) {
        program.annotations = annotations;
    }
    if let Some(context) = state.contexts.get_mut(context) {
        context.programs.push(id);
    }
    Ok(id)
}

/// The number of the type `name` among a program's user types.
pub fn declared_type(state: &State, user_types: &[i32], name: &str) -> Option<i32> {
    user_types.iter().copied().find(|ty| {
        state
            .user_type_info(*ty)
            .is_some_and(|info| info.name.as_bytes() == name.as_bytes())
    })
}

/// The options `cgGetProgramOptions` lists, as NVIDIA's libCg lists them:
/// the command line of the compile.
fn program_options(spec: &Spec) -> Vec<String> {
    let profile = abi::string(abi::PROFILE, spec.profile)
        .map(|name| name.to_string_lossy().into_owned())
        .unwrap_or_default();
    runtime::arguments(&profile, &spec.entry, &spec.args)
}

/// `spec` with the options set for its profile in `context`, or else in
/// every context (`cgrsSetCompilerOptions`), before the application's.
pub fn with_compiler_options(state: &State, context: Id, spec: Spec) -> Spec {
    let set = state
        .contexts
        .get(context)
        .and_then(|context| context.compiler_options.get(&spec.profile))
        .or_else(|| state.compiler_options.get(&spec.profile));
    match set {
        Some(options) => Spec {
            args: options.iter().chain(&spec.args).cloned().collect(),
            ..spec
        },
        None => spec,
    }
}

/// The program, reflection and user types of a successful compile; sets
/// the context's listing either way.
fn listed(
    state: &mut State,
    context: Id,
    outcome: Outcome,
) -> Result<(String, Reflection, Vec<UserType>)> {
    let compiler_error = Error::in_context(CG_COMPILER_ERROR, context);
    let (listing, result) = match outcome {
        Err(listing) => (listing, None),
        Ok(compilation) => {
            let user_types = compilation.user_types;
            let result = compilation
                .program
                .zip(compilation.reflection)
                .map(|(program, reflection)| (program, reflection, user_types));
            (compilation.listing, result)
        }
    };
    if let Some(context) = state.contexts.get_mut(context) {
        context.listing = (!listing.is_empty()).then(|| c_string(&listing));
    }
    result.ok_or(compiler_error)
}

/// What one namespace's walk collects.
#[derive(Default)]
struct Namespace {
    roots: Vec<Id>,
    leaves: Vec<Id>,
}

fn add_parameters(state: &mut State, program: Id, context: Id, reflection: &Reflection) {
    let mut names = HashMap::new();
    let mut owned = Vec::new();
    let mut namespaces = [Namespace::default(), Namespace::default()];
    let (ordinals, numbered) = ordinals(reflection);
    for node in &reflection.tree {
        let global = first_leaf(node)
            .and_then(|leaf| source(reflection, leaf))
            .is_none_or(|p| p.argument < 0);
        let builder = Builder {
            program,
            context,
            reflection,
            global,
            ordinals: &ordinals,
        };
        let namespace = &mut namespaces[usize::from(global)];
        let id = builder.add(state, node, &mut names, &mut owned, &mut namespace.leaves);
        annotate(state, id, &node.annotations);
        namespace.roots.push(id);
    }
    add_constants(
        state,
        (program, context),
        reflection,
        numbered,
        &mut names,
        &mut owned,
        &mut namespaces[0],
    );
    for namespace in &namespaces {
        link_siblings(state, &namespace.roots);
    }
    let [program_ns, global_ns] = namespaces;
    if let Some(program) = state.programs.get_mut(program) {
        program.program_roots = program_ns.roots;
        program.program_leaves = program_ns.leaves;
        program.global_roots = global_ns.roots;
        program.global_leaves = global_ns.leaves;
        program.by_name = names;
        program.parameters = owned;
    }
}

/// Gives the root parameter `id` the annotations its declaration lists.
fn annotate(state: &mut State, id: Id, listed: &[cgrs::reflect::Annotation]) {
    if listed.is_empty() {
        return;
    }
    let Some(parameter) = state.parameters.get(id) else {
        return;
    };
    let user_types = state
        .programs
        .get(parameter.program)
        .map(|p| p.user_types.clone())
        .unwrap_or_default();
    let annotations =
        annotation::add_reflected(state, annotation::Owner::Parameter(id), listed, &user_types);
    if let Some(parameter) = state.parameters.get_mut(id) {
        parameter.annotations = annotations;
    }
}

/// Each leaf's ordinal (`cgGetParameterOrdinalNumber`) as NVIDIA's libCg
/// numbers them, and how many numbers that takes. It numbers the leaves
/// with a `#var` line, one parameter (a root: an entry parameter, a
/// global, the return value) at a time: its leaves' inputs, then the output
/// sides of its `inout` leaves, which it reports the leaves by (`inout
/// float4 pos` is 1; `inout V v` after it has its members' inputs at 2 and
/// 3, their outputs at 4 and 5). A leaf without a `#var` line takes the
/// number of the next.
fn ordinals(reflection: &Reflection) -> (HashMap<Leaf, i32>, usize) {
    let leaves = reflection.leaves();
    let root = |p: &ReflectedParameter| (p.argument, cgrs::reflect::tree::root_name(&p.name));
    let mut ordinals = HashMap::new();
    let mut next = 0;
    let mut start = 0;
    while start < leaves.len() {
        let key = root(leaves[start].1);
        let end = start
            + leaves[start..]
                .iter()
                .take_while(|(_, p)| root(p) == key)
                .count();
        let group = &leaves[start..end];
        for (leaf, _) in group {
            ordinals.insert(*leaf, next as i32);
            if let Leaf::Listed(_) = leaf {
                next += 1;
            }
        }
        for (leaf, _) in group.iter().filter(|(_, p)| p.output.is_some()) {
            ordinals.insert(*leaf, next as i32);
            next += 1;
        }
        start = end;
    }
    (ordinals, next)
}

/// The literal constants an NV program expects the application to load
/// (cgc's `#const` lines) are parameters to NVIDIA's libCg: `$C_7$`, a
/// CG_CONSTANT float4 in the program namespace after the entry's
/// parameters, numbered after every leaf. NVIDIA's libCg reads the four
/// values from the `#const` lines' values laid end to end, so a short
/// constant shows the next one's first values (`#const c[5] = 2.718282`
/// then `c[6] = -0.5 -2 -4.5 -8` give `2.718282, -0.5, -2, -4.5`); past the
/// last, 1.
fn add_constants(
    state: &mut State,
    (program, context): (Id, Id),
    reflection: &Reflection,
    numbered: usize,
    names: &mut HashMap<String, Id>,
    owned: &mut Vec<Id>,
    namespace: &mut Namespace,
) {
    let loaded: Vec<_> = reflection
        .constants
        .iter()
        .filter(|c| c.application_loads)
        .collect();
    let laid_out: Vec<f64> = loaded
        .iter()
        .flat_map(|c| c.values.iter().map(|v| f64::from(*v)))
        .collect();
    let mut start = 0;
    for (position, constant) in loaded.iter().enumerate() {
        let name = format!("$C_{}$", constant.index);
        let mut values: Vec<f64> = laid_out.iter().skip(start).take(4).copied().collect();
        values.resize(4, 1.0);
        start += constant.values.len();
        let parameter = Parameter {
            program,
            context,
            name: c_string(&name),
            member: name.clone(),
            ty: CG_FLOAT4,
            named_type: CG_FLOAT4,
            base_type: CG_FLOAT,
            class: CG_PARAMETERCLASS_VECTOR,
            rows: 1,
            columns: 4,
            direction: CG_IN,
            variability: CG_CONSTANT,
            semantic: Semantic::default(),
            resource: CG_C,
            base_resource: CG_UNDEFINED,
            resource_index: u64::from(constant.index),
            resource_name: Some(c_string("c")),
            referenced: true,
            ordinal: (numbered + position) as i32,
            global: false,
            children: Vec::new(),
            next: None,
            element_index: None,
            leaf_position: Some(namespace.leaves.len()),
            default: values.clone(),
            value: values,
            text: None,
            links: Links::default(),
            annotations: Vec::new(),
        };
        let id = state.parameters.insert(parameter);
        owned.push(id);
        names.insert(name, id);
        namespace.leaves.push(id);
        namespace.roots.push(id);
    }
}

fn link_siblings(state: &mut State, siblings: &[Id]) {
    for pair in siblings.windows(2) {
        if let Some(parameter) = state.parameters.get_mut(pair[0]) {
            parameter.next = Some(pair[1]);
        }
    }
}

/// The leaf a leaf node stands for.
fn leaf_of(node: &Node) -> Option<Leaf> {
    node.parameter
        .map(Leaf::Listed)
        .or(node.unlisted.map(Leaf::Unlisted))
}

fn first_leaf(node: &Node) -> Option<Leaf> {
    match leaf_of(node) {
        Some(leaf) => Some(leaf),
        None => node.children.first().and_then(first_leaf),
    }
}

/// The reflection's entry for a leaf.
fn source(reflection: &Reflection, leaf: Leaf) -> Option<&ReflectedParameter> {
    match leaf {
        Leaf::Listed(index) => reflection.parameters.get(index),
        Leaf::Unlisted(index) => reflection.unlisted.get(index).map(|u| &u.parameter),
    }
}

struct Builder<'a> {
    program: Id,
    context: Id,
    reflection: &'a Reflection,
    global: bool,
    /// Each leaf's ordinal (`cgGetParameterOrdinalNumber`).
    ordinals: &'a HashMap<Leaf, i32>,
}

impl Builder<'_> {
    fn add(
        &self,
        state: &mut State,
        node: &Node,
        names: &mut HashMap<String, Id>,
        owned: &mut Vec<Id>,
        leaves: &mut Vec<Id>,
    ) -> Id {
        let mut parameter = match node.kind {
            NodeKind::Leaf => self.leaf(node),
            NodeKind::Struct | NodeKind::Array => self.aggregate(node),
        };
        parameter.element_index = node.index;
        if node.kind == NodeKind::Leaf {
            parameter.leaf_position = Some(leaves.len());
        }
        let id = state.parameters.insert(parameter);
        owned.push(id);
        names.insert(node.path.clone(), id);
        if node.kind == NodeKind::Leaf {
            leaves.push(id);
            return id;
        }
        let children: Vec<Id> = node
            .children
            .iter()
            .map(|child| self.add(state, child, names, owned, leaves))
            .collect();
        link_siblings(state, &children);
        // An array has its elements' base type and shape; of column-major
        // matrices, NVIDIA's libCg gives it the shape their registers hold
        // (their named type's).
        let (named, base, rows, columns) = match node.kind {
            NodeKind::Array => {
                let element = children.first().and_then(|c| state.parameters.get(*c));
                match element {
                    Some(e) if e.named_type != e.ty && e.class == CG_PARAMETERCLASS_MATRIX => {
                        let (_, _, rows, columns) =
                            abi::type_shape(e.named_type).unwrap_or((0, 0, e.rows, e.columns));
                        (CG_ARRAY, e.base_type, rows, columns)
                    }
                    Some(e) => (CG_ARRAY, e.base_type, e.rows, e.columns),
                    None => (CG_ARRAY, CG_UNKNOWN_TYPE, 0, 0),
                }
            }
            _ => {
                let own = state
                    .programs
                    .get(self.program)
                    .map(|p| p.user_types.clone())
                    .unwrap_or_default();
                let user = match &node.struct_type {
                    Some(name) => {
                        declared_type(state, &own, name).unwrap_or_else(|| state.user_type(name))
                    }
                    None => CG_STRUCT,
                };
                (user, user, 0, 0)
            }
        };
        let referenced = children
            .iter()
            .filter_map(|c| state.parameters.get(*c))
            .any(|c| c.referenced);
        // A semantic or register binding written on a struct or array as a
        // whole is the aggregate's; NVIDIA's libCg also reports it as each
        // element's or member's leaf that has none of its own (the samplers
        // of `Pass prev : TEXUNIT1` are TEXUNIT1). glstate's parts have the
        // OpenGL state they stand for as their semantic.
        let semantic = node.semantic.clone().or_else(|| {
            node.path
                .starts_with("glstate")
                .then(|| gl_state_semantic(&node.path))
        });
        if let Some(semantic) = semantic {
            let semantic = Semantic::new(&semantic);
            for child in &children {
                if let Some(member) = state.parameters.get_mut(*child) {
                    if member.semantic.is_empty() && member.children.is_empty() {
                        member.semantic = semantic.clone();
                    }
                }
            }
            if let Some(parameter) = state.parameters.get_mut(id) {
                parameter.semantic = semantic;
            }
        }
        // NVIDIA's libCg reports a struct or array whose leaves are not all
        // uniform or all varying as CG_MIXED.
        let own = state.parameters.get(id).map(|p| p.variability);
        let mixed = children
            .iter()
            .filter_map(|c| state.parameters.get(*c))
            .any(|c| Some(c.variability) != own);
        if let Some(parameter) = state.parameters.get_mut(id) {
            if mixed {
                parameter.variability = CG_MIXED;
            }
            parameter.named_type = named;
            parameter.base_type = base;
            parameter.rows = rows;
            parameter.columns = columns;
            parameter.referenced = referenced;
            parameter.children = children;
        }
        id
    }

    fn blank(&self, node: &Node) -> Parameter {
        Parameter::unset(
            self.program,
            self.context,
            c_string(&node.path),
            node.name.clone(),
            self.global,
        )
    }

    fn aggregate(&self, node: &Node) -> Parameter {
        let mut parameter = self.blank(node);
        let (ty, class) = match node.kind {
            NodeKind::Array => (CG_ARRAY, CG_PARAMETERCLASS_ARRAY),
            _ => (CG_STRUCT, CG_PARAMETERCLASS_STRUCT),
        };
        parameter.ty = ty;
        parameter.class = class;
        if let Some(first) = first_leaf(node) {
            let leaf = self.leaf_at(first, node);
            parameter.direction = leaf.direction;
            parameter.variability = leaf.variability;
            parameter.ordinal = leaf.ordinal;
        }
        parameter
    }

    fn leaf_at(&self, leaf: Leaf, node: &Node) -> Parameter {
        let mut parameter = self.blank(node);
        if let Some(source) = source(self.reflection, leaf) {
            // An `inout` leaf is reported by its output side.
            let side = source.output.as_deref().unwrap_or(source);
            parameter.direction = direction(side.direction);
            parameter.variability = variability(side.variability);
        }
        parameter.ordinal = self.ordinals.get(&leaf).copied().unwrap_or(0);
        parameter
    }

    fn leaf(&self, node: &Node) -> Parameter {
        let leaf = leaf_of(node).unwrap_or(Leaf::Listed(0));
        let mut parameter = self.leaf_at(leaf, node);
        let Some(source) = source(self.reflection, leaf) else {
            return parameter;
        };
        // A generic `sampler` is reported as the kind the program samples it
        // as (`sampler2D`).
        let target = source
            .resource
            .as_ref()
            .and_then(|r| r.texture_target.as_deref());
        let declared = match target {
            Some(target) if source.declared_type == "sampler" => format!("sampler{target}"),
            _ => source.declared_type.clone(),
        };
        let ty = type_value(&declared);
        let (base, class, rows, columns) = abi::type_shape(ty).unwrap_or((ty, 0, 0, 0));
        parameter.ty = ty;
        // NVIDIA's libCg names a matrix stored by columns by the type its
        // registers hold (`float4x3` for a column_major `float3x4`), and
        // reports the declared type, rows, columns and values otherwise.
        parameter.named_type = match source.column_major {
            true => type_value(&cgrs::interface::transposed_matrix(&declared)),
            false => ty,
        };
        parameter.base_type = base;
        parameter.class = class;
        parameter.rows = rows;
        parameter.columns = columns;
        // Semantics are kept as written (the case policy picks the form
        // reported, Semantic); the kill pseudo-output's is its resource (`$KILL`). A varying's is the one
        // the header names (`$vout.TEX1`), which for a member whose semantic
        // comes from its struct's (`out Interpolants result : TEXCOORD0`) is
        // the register it got.
        //
        // An `inout` leaf is reported by its output side: its semantic,
        // register and whether the program writes it; a register of no base
        // (`HPOS`, `PSIZ`) has the input's base (`POSITION0`, `ATTR0`).
        let glsl = self.reflection.program.dialect == "glsl";
        let side = source.output.as_deref().unwrap_or(source);
        let header = side.header_semantic.as_str();
        let varying = header
            .strip_prefix("$vin.")
            .or_else(|| header.strip_prefix("$vout."));
        let semantic = match &side.resource {
            Some(info) if info.kind == ResourceKind::Kill => Some(info.header.as_str()),
            _ => varying.or(side.semantic.as_deref()),
        };
        parameter.semantic = Semantic::new(semantic.unwrap_or(""));
        let (resource, mut base_resource, index, name) = resource_of(side, glsl);
        if base_resource == CG_UNDEFINED && source.output.is_some() {
            base_resource = resource_of(source, glsl).1;
        }
        parameter.resource = resource;
        parameter.base_resource = base_resource;
        parameter.resource_index = index;
        parameter.resource_name = name;
        parameter.referenced = side.referenced;
        if parameter.is_numeric() {
            let size = (rows * columns) as usize;
            let mut default: Vec<f64> = source
                .default
                .iter()
                .flatten()
                .map(|v| f64::from(*v))
                .collect();
            default.resize(size, 0.0);
            parameter.value = default.clone();
            parameter.default = default;
        }
        parameter.text = source.default_text.as_deref().map(c_string);
        parameter
    }
}

/// The CGtype of a type name. cgc's header spells some types otherwise than
/// the API's strings (`sampler2DSHADOW` is `shadow2D`); the identifier is the
/// same.
pub fn type_value(name: &str) -> i32 {
    abi::by_string(abi::TYPE, name)
        .or_else(|| {
            abi::by_identifier(&format!("CG_{}", name.to_uppercase()))
                .filter(|e| e.enumeration == abi::TYPE)
        })
        .map(|e| e.value)
        .unwrap_or(CG_UNKNOWN_TYPE)
}

fn direction(direction: Direction) -> i32 {
    match direction {
        Direction::In => CG_IN,
        Direction::Out => CG_OUT,
        Direction::Inout => CG_INOUT,
    }
}

fn variability(variability: Variability) -> i32 {
    match variability {
        Variability::Uniform => CG_UNIFORM,
        Variability::Varying => CG_VARYING,
        Variability::Constant => CG_CONSTANT,
    }
}

/// [`resource`] of a reflected leaf.
fn resource_of(source: &ReflectedParameter, glsl: bool) -> (i32, i32, u64, Option<CString>) {
    resource(source.resource.as_ref(), source.semantic.as_deref(), glsl)
}

/// A leaf's resource, base resource, resource index and resource name as
/// NVIDIA's libCg reports them: uniforms in the parameter array are `c` with
/// the slot as index; a varying is the register cgc's header names, with the
/// register's number as index (`POSITION` is `POSITION0`), and its base the
/// same register numbered 0 when the profile has one.
fn resource(
    info: Option<&ResourceInfo>,
    semantic: Option<&str>,
    glsl: bool,
) -> (i32, i32, u64, Option<CString>) {
    let Some(info) = info else {
        return (CG_UNDEFINED, CG_UNDEFINED, 0, None);
    };
    match info.kind {
        // A GLSL uniform is named, not placed: its name is the header's
        // (`_mvp[0]` of `_mvp[0], 4`).
        ResourceKind::Parameter | ResourceKind::State if glsl => {
            let name = info.header.split(',').next().unwrap_or("");
            (CG_GLSL_UNIFORM, CG_UNDEFINED, 0, Some(c_string(name)))
        }
        ResourceKind::Parameter | ResourceKind::State => (
            CG_C,
            CG_UNDEFINED,
            u64::from(info.index.unwrap_or(0)),
            Some(c_string("c")),
        ),
        // A matrix past the parameter limit (the ARB profiles' `program.env`):
        // NVIDIA's libCg reports resource `ENV`, named `env`, with the slot as
        // index (runtime/libcg/tests/shaders/matrices_past_limit_env.cg).
        ResourceKind::Spilled => (
            CG_ENV,
            CG_UNDEFINED,
            u64::from(info.index.unwrap_or(0)),
            Some(c_string("env")),
        ),
        ResourceKind::Kill => (CG_UNDEFINED, CG_UNDEFINED, 0, Some(c_string(&info.header))),
        // Assembly programs name no sampler; GLSL ones name the uniform.
        ResourceKind::TextureUnit => {
            let unit = info.index.unwrap_or(0);
            let value = |unit: u32| {
                abi::by_string(abi::RESOURCE, &format!("texunit {unit}"))
                    .map(|e| e.value)
                    .unwrap_or(CG_UNDEFINED)
            };
            // The header may add the unit (`_s01 0`).
            let name = glsl.then(|| c_string(info.header.split(' ').next().unwrap_or("")));
            (value(unit), value(0), u64::from(unit), name)
        }
        ResourceKind::Input | ResourceKind::Output => {
            // A matrix's header adds its row count (`TEX1, 3`).
            let header = info.header.split(',').next().unwrap_or("");
            // A GLSL input the program declares itself (`attribute vec4
            // ATTR8;`, for an ATTRn semantic) rather than reads from a gl_
            // built-in is a GLSL attribute found by name, as NVIDIA's libCg
            // reports it; Panda3D then looks its location up by that name.
            if glsl && info.kind == ResourceKind::Input && !info.register.starts_with("gl_") {
                return (
                    CG_GLSL_ATTRIB,
                    CG_UNDEFINED,
                    0,
                    Some(c_string(&info.register)),
                );
            }
            // NV vertex programs read attributes from v[N], which the runtime
            // names ATTRN whatever semantic the header shows.
            let attribute = nv_attribute(&info.register);
            let entry = attribute
                .as_deref()
                .and_then(|name| abi::by_string(abi::RESOURCE, name))
                .or_else(|| abi::by_string(abi::RESOURCE, header))
                .or_else(|| abi::by_string(abi::RESOURCE, &format!("{header}0")))
                // A vertex attribute the API does not name (`WEIGHT`) is
                // reported as its semantic's (`BLENDWEIGHT0`).
                .or_else(|| {
                    if !info.register.starts_with("vertex.") {
                        return None;
                    }
                    let semantic = semantic?.to_uppercase();
                    abi::by_string(abi::RESOURCE, &semantic)
                        .or_else(|| abi::by_string(abi::RESOURCE, &format!("{semantic}0")))
                });
            // A register the API has no value for keeps its name and number
            // (`BCOL1`).
            let Some(entry) = entry else {
                let stem = header.trim_end_matches(|c: char| c.is_ascii_digit());
                let number = header[stem.len()..].parse().unwrap_or(0);
                return (CG_UNDEFINED, CG_UNDEFINED, number, Some(c_string(header)));
            };
            let text = entry.string.to_str().unwrap_or("");
            let stem = text.trim_end_matches(|c: char| c.is_ascii_digit());
            let number = text[stem.len()..].parse().unwrap_or(0);
            let base = abi::by_string(abi::RESOURCE, &format!("{stem}0"))
                .map(|e| e.value)
                .unwrap_or(CG_UNDEFINED);
            (entry.value, base, number, Some(c_string(header)))
        }
    }
}

/// The semantic NVIDIA's libCg gives a part of `glstate`: the OpenGL state
/// it stands for, named as its leaves' ARB state names are
/// (`glstate.light[0].spot` is `STATE.LIGHT[0].SPOT`), a matrix modifier
/// last (`glstate.matrix.inverse.modelview` is
/// `STATE.MATRIX.MODELVIEW.INVERSE`, as its element
/// `state.matrix.modelview[0].inverse`).
fn gl_state_semantic(path: &str) -> String {
    let rest = path.strip_prefix("glstate").unwrap_or(path);
    let mut name = format!("STATE{}", rest.to_uppercase());
    for modifier in ["INVERSE", "TRANSPOSE", "INVTRANS"] {
        let infix = format!(".MATRIX.{modifier}.");
        if let Some(at) = name.find(&infix) {
            let matrix = name[at + infix.len()..].to_string();
            name = format!("{}.MATRIX.{matrix}.{modifier}", &name[..at]);
        }
    }
    name
}

/// `ATTR8` for the NV vertex input register `v[8]`.
fn nv_attribute(register: &str) -> Option<String> {
    let number: u32 = register
        .strip_prefix("v[")?
        .strip_suffix(']')?
        .parse()
        .ok()?;
    Some(format!("ATTR{number}"))
}

/// A C string of `text`, cut at an interior NUL (C cannot see past it).
pub fn c_string(text: &str) -> CString {
    let end = text.find('\0').unwrap_or(text.len());
    CString::new(&text[..end]).unwrap_or_default()
}
