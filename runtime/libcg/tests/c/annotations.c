/* Annotations of a program's parameters and of its entry: looked up by
   name, walked, read through every getter, set, created, and gone with
   their owner. Prints one line per call: the call, its result, the error it
   set and whether the error handler saw it.
   Without arguments it prints only what NVIDIA's libCg prints alike
   (tests/annotations.expected, recorded through NVIDIA's libCg by
   scripts/regen-runtime-walk.py). With -a it then prints, after
   "== cgrs only", the calls NVIDIA's libCg crashes on, which cgrs answers
   with the error the manual documents (checked by tests/capi/annotations.rs). */
#include <Cg/cg.h>
#include <stdio.h>
#include <string.h>

static int handled;
static void handler(CGcontext ctx, CGerror err, void *data) { (void)ctx; (void)err; (void)data; handled++; }

/* P: a call returning a pointer; I: an int or enum; S: a string. */
#define P(call) do { handled = 0; const void *r = (const void *)(size_t)(call); int e = (int)cgGetError(); printf("%-66s ret=%s err=%d handler=%d\n", #call, r ? "nonnull" : "NULL", e, handled); } while (0)
#define I(call) do { handled = 0; long r = (long)(int)(call); int e = (int)cgGetError(); printf("%-66s ret=%ld err=%d handler=%d\n", #call, r, e, handled); } while (0)
#define S(call) do { handled = 0; const char *r = (call); int e = (int)cgGetError(); printf("%-66s ret=%s err=%d handler=%d\n", #call, r ? r : "(null)", e, handled); } while (0)

/* The names of an owner's annotations, in order. */
static void names(const char *what, CGannotation a) {
  printf("  %s:", what);
  for (; a; a = cgGetNextAnnotation(a)) printf(" %s", cgGetAnnotationName(a));
  printf("\n");
}

/* The values one getter returns (n=-1 for NULL). */
#define VALUES(label, type, getter, format)                   \
  static void label(CGannotation a) {                         \
    int n = -1;                                               \
    const type *v = getter(a, &n);                            \
    printf("  " #label " n=%d:", v ? n : -1);                 \
    for (int i = 0; v && i < n; i++) printf(" " format, v[i]); \
    printf(" err=%d\n", (int)cgGetError());                   \
  }
VALUES(floats, float, cgGetFloatAnnotationValues, "%.9g")
VALUES(ints, int, cgGetIntAnnotationValues, "%d")
VALUES(bools, CGbool, cgGetBoolAnnotationValues, "%d")

static const char *source =
    "struct Light { float3 position; float4 color; };\n"
    "uniform float4 tint <string UIName = \"Tint\"; float UIMin = 0, UIMax = 2;\n"
    "                     int Steps = 8; bool Visible = false; float2 Range = {0.5, 4};>;\n"
    "uniform Light lights[2] <string UIName = \"Lights\";>;\n"
    "float4 main(float2 uv : TEXCOORD0, uniform float gloss <float Default = 16;>) : COLOR\n"
    "    <string Mode = \"lit\";>\n"
    "{ return tint * gloss * lights[1].color * uv.x; }\n";

int main(int argc, char **argv) {
  int all = argc > 1 && strcmp(argv[1], "-a") == 0;
  cgSetErrorHandler(handler, NULL);
  CGcontext ctx = cgCreateContext();
  CGprogram prog = cgCreateProgram(ctx, CG_SOURCE, source, CG_PROFILE_ARBFP1, "main", NULL);
  CGparameter tint = cgGetNamedParameter(prog, "tint");
  CGparameter gloss = cgGetNamedParameter(prog, "gloss");
  CGparameter lights = cgGetNamedParameter(prog, "lights");
  CGparameter light = cgGetArrayParameter(lights, 1);
  printf("created: %d %d %d %d err=%d\n", prog != NULL, tint != NULL, gloss != NULL,
         light != NULL, (int)cgGetError());

  printf("== declared\n");
  names("tint", cgGetFirstParameterAnnotation(tint));
  names("gloss", cgGetFirstParameterAnnotation(gloss));
  names("lights", cgGetFirstParameterAnnotation(lights));
  names("lights[1]", cgGetFirstParameterAnnotation(light));
  names("program", cgGetFirstProgramAnnotation(prog));
  CGannotation name = cgGetNamedParameterAnnotation(tint, "UIName");
  CGannotation max = cgGetNamedParameterAnnotation(tint, "UIMax");
  CGannotation steps = cgGetNamedParameterAnnotation(tint, "Steps");
  CGannotation visible = cgGetNamedParameterAnnotation(tint, "Visible");
  CGannotation range = cgGetNamedParameterAnnotation(tint, "Range");
  CGannotation mode = cgGetNamedProgramAnnotation(prog, "Mode");
  P(cgGetNamedParameterAnnotation(tint, "uiname"));
  P(cgGetNamedParameterAnnotation(tint, "Absent"));
  P(cgGetNamedProgramAnnotation(prog, "UIName"));
  I(cgIsAnnotation(name));
  I(cgIsAnnotation((CGannotation)tint));
  S(cgGetAnnotationName(max));
  I(cgGetAnnotationType(name));
  I(cgGetAnnotationType(max));
  I(cgGetAnnotationType(steps));
  I(cgGetAnnotationType(visible));
  I(cgGetAnnotationType(range));
  S(cgGetStringAnnotationValue(name));
  S(cgGetStringAnnotationValue(mode));
  S(cgGetStringAnnotationValue(max));
  floats(max);
  floats(range);
  floats(steps);
  ints(steps);
  ints(max);
  bools(visible);
  bools(steps);
  I(cgGetNumDependentAnnotationParameters(name));

  printf("== set\n");
  I(cgSetFloatAnnotation(max, 2.5f));
  floats(max);
  I(cgSetIntAnnotation(steps, -3));
  ints(steps);
  I(cgSetBoolAnnotation(visible, 5));
  bools(visible);
  I(cgSetStringAnnotation(name, "Color"));
  S(cgGetStringAnnotationValue(name));

  printf("== created\n");
  CGannotation weight = cgCreateParameterAnnotation(tint, "Weight", CG_FLOAT);
  printf("  weight err=%d\n", (int)cgGetError());
  CGannotation flag = cgCreateParameterAnnotation(tint, "Flag", CG_BOOL);
  CGannotation label = cgCreateParameterAnnotation(light, "Label", CG_STRING);
  CGannotation passes = cgCreateProgramAnnotation(prog, "Passes", CG_INT);
  printf("  created err=%d\n", (int)cgGetError());
  P(cgCreateParameterAnnotation(tint, "UIName", CG_STRING));
  P(cgCreateParameterAnnotation(tint, "Vector", CG_FLOAT2));
  P(cgCreateParameterAnnotation(tint, "Half", CG_HALF));
  P(cgCreateParameterAnnotation(tint, "", CG_INT));
  P(cgCreateParameterAnnotation(tint, NULL, CG_INT));
  P(cgCreateProgramAnnotation(prog, "Mode", CG_INT));
  P(cgCreateParameterAnnotation(NULL, "x", CG_INT));
  P(cgCreateProgramAnnotation(NULL, "x", CG_INT));
  names("tint", cgGetFirstParameterAnnotation(tint));
  names("lights[1]", cgGetFirstParameterAnnotation(light));
  names("program", cgGetFirstProgramAnnotation(prog));
  I(cgGetAnnotationType(weight));
  floats(weight);
  bools(flag);
  ints(passes);
  S(cgGetStringAnnotationValue(label));
  I(cgSetFloatAnnotation(weight, 0.25f));
  floats(weight);
  I(cgSetIntAnnotation(passes, 2));
  ints(passes);

  printf("== gone with their owners\n");
  CGparameter shared = cgCreateParameter(ctx, CG_FLOAT);
  CGannotation owned = cgCreateParameterAnnotation(shared, "Owned", CG_INT);
  I(cgIsAnnotation(owned));
  cgDestroyParameter(shared);
  I(cgIsAnnotation(owned));
  P(cgGetAnnotationName(owned));
  cgDestroyProgram(prog);
  I(cgIsAnnotation(name));
  I(cgIsAnnotation(passes));
  P(cgGetNextAnnotation(name));

  if (all) {
    CGprogram again = cgCreateProgram(ctx, CG_SOURCE, source, CG_PROFILE_ARBFP1, "main", NULL);
    CGparameter t = cgGetNamedParameter(again, "tint");
    CGannotation upper = cgGetNamedParameterAnnotation(t, "UIMax");
    CGannotation pair = cgGetNamedParameterAnnotation(t, "Range");
    CGannotation text = cgGetNamedParameterAnnotation(t, "UIName");
    printf("== cgrs only\n");
    P(cgGetFloatAnnotationValues(upper, NULL));
    P(cgGetStringAnnotationValues(text, NULL));
    P(cgGetDependentAnnotationParameter(text, 0));
    I(cgSetIntAnnotation(upper, 1));
    I(cgSetFloatAnnotation(pair, 1.0f));
    I(cgSetStringAnnotation(upper, "x"));
    I(cgSetStringAnnotation(text, NULL));
  }
  cgDestroyContext(ctx);
  return 0;
}
