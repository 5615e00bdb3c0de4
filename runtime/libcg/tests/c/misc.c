/* The rest of the core API against NVIDIA's libCg: strings and enums,
   types, profiles, program copies, options, profile changes and virtual
   includes. Its output through NVIDIA's libCg is recorded in
   tests/misc.expected (scripts/regen-runtime-walk.py). */
#include <Cg/cg.h>
#include <stdio.h>
#include <string.h>

static const char *s(const char *t) { return t ? t : "(null)"; }

/* The program's header lines that describe its interface (#profile,
   #program, #semantic, #var, #const, #default): the first lines name the
   compiler and the code is each compiler's own. */
static void header(const char *program) {
  static const char *kept[] = {"#profile", "#program", "#semantic", "#var", "#const", "#default", NULL};
  for (const char *line = program; line && *line;) {
    const char *end = strchr(line, '\n');
    size_t length = end ? (size_t)(end - line) : strlen(line);
    for (const char **k = kept; *k; k++)
      if (strncmp(line, *k, strlen(*k)) == 0) { printf("%.*s\n", (int)length, line); break; }
    line = end ? end + 1 : line + length;
  }
}

int main(void) {
  printf("version=%s\n", s(cgGetString(CG_VERSION)));
  static const char *profiles[] = {"arbvp1", "arbfp1", "vp20", "vp30", "glslv", "glslf", "vp40", "fp40", "gp4vp", "hlslv", "vs_3_0", "nonsense", NULL};
  for (const char **p = profiles; *p; p++) {
    CGprofile profile = cgGetProfile(*p);
    printf("profile %s=%d string=%s domain=%d opengl=%d glsl=%d vertex=%d fragment=%d\n", *p, (int)profile,
           s(cgGetProfileString(profile)), (int)cgGetProfileDomain(profile),
           (int)cgGetProfileProperty(profile, CG_IS_OPENGL_PROFILE), (int)cgGetProfileProperty(profile, CG_IS_GLSL_PROFILE),
           (int)cgGetProfileProperty(profile, CG_IS_VERTEX_PROFILE), (int)cgGetProfileProperty(profile, CG_IS_FRAGMENT_PROFILE));
  }
  static const char *types[] = {"float", "float4", "half3x2", "float4x3", "int2", "bool", "sampler2D", "samplerCUBE", "string", "struct", "array", "nonsense", NULL};
  for (const char **t = types; *t; t++) {
    CGtype type = cgGetType(*t);
    int rows = -1, cols = -1, mrows = -1, mcols = -1;
    CGbool matrix = cgGetTypeSizes(type, &rows, &cols);
    cgGetMatrixSize(type, &mrows, &mcols);
    printf("type %s=%d string=%s base=%s class=%s sizes=%d,%d matrix=%d matrixsize=%d,%d\n", *t, (int)type,
           s(cgGetTypeString(type)), s(cgGetTypeString(cgGetTypeBase(type))),
           s(cgGetParameterClassString(cgGetTypeClass(type))), rows, cols, (int)matrix, mrows, mcols);
  }
  static const char *enums[] = {"CG_UNIFORM", "CG_IN", "CG_COMPILED_PROGRAM", "CG_nonsense", NULL};
  for (const char **e = enums; *e; e++)
    printf("enum %s=%d string=%s\n", *e, (int)cgGetEnum(*e), s(cgGetEnumString(cgGetEnum(*e))));
  static const char *resources[] = {"TEXCOORD3", "POSITION0", "c", "texunit 2", "ATTR8", "nonsense", NULL};
  for (const char **r = resources; *r; r++)
    printf("resource %s=%d string=%s\n", *r, (int)cgGetResource(*r), s(cgGetResourceString(cgGetResource(*r))));
  static const char *classes[] = {"scalar", "matrix", "sampler", "nonsense", NULL};
  for (const char **c = classes; *c; c++)
    printf("class %s=%d\n", *c, (int)cgGetParameterClassEnum(*c));
  printf("domain fragment=%d string=%s\n", (int)cgGetDomain("fragment"), s(cgGetDomainString(cgGetDomain("fragment"))));
  printf("error string 17=%s\n", s(cgGetErrorString((CGerror)17)));
  cgGetError();

  CGcontext ctx = cgCreateContext();
  printf("autocompile=%s settingmode=%s\n", s(cgGetEnumString(cgGetAutoCompile(ctx))),
         s(cgGetEnumString(cgGetParameterSettingMode(ctx))));
  const char *args[] = {"-DSCALE=3.0", "-fastmath", NULL};
  cgSetCompilerIncludeString(ctx, "/virtual/scale.cgh", "float scaled(float x) { return x * SCALE; }\n");
  CGprogram prog = cgCreateProgram(ctx, CG_SOURCE,
      "#include \"/virtual/scale.cgh\"\nfloat4 main(float4 p : POSITION, uniform float k) : POSITION { return p * scaled(k); }\n",
      CG_PROFILE_ARBVP1, "main", args);
  printf("created=%d err=%d compiled=%d\n", prog != NULL, (int)cgGetError(), (int)cgIsProgramCompiled(prog));
  const char *const *options = cgGetProgramOptions(prog);
  for (int i = 0; options && options[i]; i++) printf("option %s\n", options[i]);
  printf("program:\n");
  header(cgGetProgramString(prog, CG_COMPILED_PROGRAM));
  CGprogram copy = cgCopyProgram(prog);
  /* (NVIDIA's copy echoes its command line twice in its "# command line
     args" comment: only the interface is compared.) */
  printf("copy=%d compiled=%d\n", copy != NULL && copy != prog, (int)cgIsProgramCompiled(copy));
  header(cgGetProgramString(copy, CG_COMPILED_PROGRAM));
  cgSetProgramProfile(prog, CG_PROFILE_VP30);
  printf("set profile err=%d profile=%s\n", (int)cgGetError(), s(cgGetProfileString(cgGetProgramProfile(prog))));
  printf("program:\n");
  header(cgGetProgramString(prog, CG_COMPILED_PROGRAM));
  CGparameter k = cgGetNamedParameter(prog, "k");
  printf("k after profile change: %s %s\n", s(cgGetParameterName(k)), s(cgGetResourceString(cgGetParameterResource(k))));
  cgDestroyContext(ctx);
  return 0;
}
