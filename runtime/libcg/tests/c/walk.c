/* Walks a compiled program's parameters through the Cg runtime API and prints
   every attribute, one line per parameter and per annotation; then looks every leaf up by name
   (and names that are absent), and sets every numeric uniform leaf and reads
   it back. Built against NVIDIA's libCg it records the expected output
   (scripts/regen-runtime-walk.py); against cgrs's, the test compares. */
#include <Cg/cg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *s(const char *t) { return t ? t : "(null)"; }

/* One line per annotation of a parameter or program: name, type, and the
   values of every getter that answers for it. */
static void annotations(CGannotation a, int depth) {
  for (; a; a = cgGetNextAnnotation(a)) {
    CGtype type = cgGetAnnotationType(a);
    printf("%*s@%s type=%s(%d)", depth * 2, "", s(cgGetAnnotationName(a)),
           s(cgGetTypeString(type)), (int)type);
    int n = 0;
    const float *f = cgGetFloatAnnotationValues(a, &n);
    if (f) { printf(" floats="); for (int i = 0; i < n; i++) printf("%s%.9g", i ? "," : "", f[i]); }
    const int *iv = cgGetIntAnnotationValues(a, &n);
    if (iv) { printf(" ints="); for (int i = 0; i < n; i++) printf("%s%d", i ? "," : "", iv[i]); }
    const CGbool *bv = cgGetBoolAnnotationValues(a, &n);
    if (bv) { printf(" bools="); for (int i = 0; i < n; i++) printf("%s%d", i ? "," : "", bv[i]); }
    const char *const *sv = cgGetStringAnnotationValues(a, &n);
    if (sv) printf(" strings=%d:\"%s\"", n, n > 0 ? s(sv[0]) : "");
    printf(" string=%s err=%d\n", s(cgGetStringAnnotationValue(a)), (int)cgGetError());
  }
}

static void show(CGparameter p, int depth, int siblings) {
  for (; p; p = siblings ? cgGetNextParameter(p) : NULL) {
    CGtype type = cgGetParameterType(p);
    CGparameterclass cls = cgGetParameterClass(p);
    printf("%*s%s type=%s(%d) named=%s base=%s class=%s rows=%d cols=%d dir=%s var=%s sem=%s res=%s(%d) base_res=%s idx=%lu resname=%s ref=%d used=%d ordinal=%d",
           depth * 2, "", s(cgGetParameterName(p)), s(cgGetTypeString(type)), (int)type,
           s(cgGetTypeString(cgGetParameterNamedType(p))),
           s(cgGetTypeString(cgGetParameterBaseType(p))),
           s(cgGetParameterClassString(cls)), cgGetParameterRows(p), cgGetParameterColumns(p),
           s(cgGetEnumString(cgGetParameterDirection(p))),
           s(cgGetEnumString(cgGetParameterVariability(p))), s(cgGetParameterSemantic(p)),
           s(cgGetResourceString(cgGetParameterResource(p))), (int)cgGetParameterResource(p),
           s(cgGetResourceString(cgGetParameterBaseResource(p))),
           cgGetParameterResourceIndex(p), s(cgGetParameterResourceName(p)),
           (int)cgIsParameterReferenced(p), (int)cgIsParameterUsed(p, cgGetParameterProgram(p)),
           cgGetParameterOrdinalNumber(p));
    if (cls == CG_PARAMETERCLASS_ARRAY)
      printf(" dims=%d size=%d", cgGetArrayDimension(p), cgGetArraySize(p, 0));
    double v[16];
    int n = cgGetParameterDefaultValuedr(p, 16, v);
    if (n > 0) {
      printf(" default=");
      for (int i = 0; i < n; i++) printf("%s%g", i ? "," : "", v[i]);
    }
    printf(" err=%d\n", (int)cgGetError());
    annotations(cgGetFirstParameterAnnotation(p), depth + 1);
    if (cls == CG_PARAMETERCLASS_STRUCT) show(cgGetFirstStructParameter(p), depth + 1, 1);
    if (cls == CG_PARAMETERCLASS_ARRAY) {
      int size = cgGetArraySize(p, 0);
      for (int i = 0; i < size; i++) show(cgGetArrayParameter(p, i), depth + 1, 0);
    }
  }
}

/* Every leaf found by its own name is the same handle. */
static void lookup(CGprogram prog, CGenum space) {
  for (CGparameter p = cgGetFirstLeafParameter(prog, space); p; p = cgGetNextLeafParameter(p)) {
    const char *name = cgGetParameterName(p);
    printf("  %s -> %s\n", s(name), cgGetNamedParameter(prog, name) == p ? "same" : "other");
  }
}

/* Numeric uniform leaves: set 1, 2, 3 ... (row-major), read back. */
static void set_values(CGprogram prog, CGenum space) {
  for (CGparameter p = cgGetFirstLeafParameter(prog, space); p; p = cgGetNextLeafParameter(p)) {
    CGparameterclass cls = cgGetParameterClass(p);
    if (cgGetParameterVariability(p) != CG_UNIFORM ||
        (cls != CG_PARAMETERCLASS_SCALAR && cls != CG_PARAMETERCLASS_VECTOR &&
         cls != CG_PARAMETERCLASS_MATRIX))
      continue;
    int n = cgGetParameterRows(p) * cgGetParameterColumns(p);
    double in[16], out[16];
    for (int i = 0; i < 16; i++) in[i] = i + 1;
    cgSetParameterValuedr(p, n, in);
    int err = (int)cgGetError();
    int got = cgGetParameterValuedr(p, 16, out);
    printf("  %s set err=%d got=%d:", s(cgGetParameterName(p)), err, got);
    for (int i = 0; i < got; i++) printf(" %g", out[i]);
    if (cls == CG_PARAMETERCLASS_MATRIX) {
      float cm[16];
      cgGetMatrixParameterfc(p, cm);
      printf(" colmajor:");
      for (int i = 0; i < n; i++) printf(" %g", cm[i]);
    }
    printf(" err=%d\n", (int)cgGetError());
  }
}

int main(int argc, char **argv) {
  if (argc < 4) { fprintf(stderr, "usage: walk PROFILE ENTRY FILE [ARGS...]\n"); return 2; }
  CGcontext ctx = cgCreateContext();
  CGprofile profile = cgGetProfile(argv[1]);
  const char **args = (const char **)(argc > 4 ? argv + 4 : NULL);
  CGprogram prog = cgCreateProgramFromFile(ctx, CG_SOURCE, argv[3], profile, argv[2], args);
  CGerror err = cgGetError();
  const char *listing = cgGetLastListing(ctx);
  printf("error=%d %s\n", (int)err, s(cgGetErrorString(err)));
  /* The listing's text is each compiler's own wording: only whether there
     is one is compared. */
  printf("listing=%s\n", listing ? "present" : "(null)");
  if (!prog) return 0;
  printf("profile=%s domain=%d entry=%s\n", s(cgGetProfileString(cgGetProgramProfile(prog))),
         (int)cgGetProgramDomain(prog), s(cgGetProgramString(prog, CG_PROGRAM_ENTRY)));
  annotations(cgGetFirstProgramAnnotation(prog), 1);
  printf("[program]\n");
  show(cgGetFirstParameter(prog, CG_PROGRAM), 1, 1);
  printf("[global]\n");
  show(cgGetFirstParameter(prog, CG_GLOBAL), 1, 1);
  printf("[leaves program]\n");
  for (CGparameter p = cgGetFirstLeafParameter(prog, CG_PROGRAM); p; p = cgGetNextLeafParameter(p))
    printf("  %s\n", cgGetParameterName(p));
  printf("[leaves global]\n");
  for (CGparameter p = cgGetFirstLeafParameter(prog, CG_GLOBAL); p; p = cgGetNextLeafParameter(p))
    printf("  %s\n", cgGetParameterName(p));
  printf("[lookup]\n");
  lookup(prog, CG_PROGRAM);
  lookup(prog, CG_GLOBAL);
  static const char *absent[] = {"", "absent_name", "IN.", "[0]", "main.", NULL};
  for (const char **a = absent; *a; a++)
    printf("  \"%s\" -> %s err=%d\n", *a, cgGetNamedParameter(prog, *a) ? "found" : "(null)",
           (int)cgGetError());
  printf("[set]\n");
  set_values(prog, CG_PROGRAM);
  set_values(prog, CG_GLOBAL);
  cgDestroyContext(ctx);
  return 0;
}
