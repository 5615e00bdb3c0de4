/*
 * behaviour: drives libCgGL function by function on a Mesa context and
 * prints what GL and libCg see after each call, one fact a line. Its output
 * with NVIDIA's libCg + libCgGL is stored as tests/data/behaviour-nvidia.txt
 * (scripts/regen-libcggl.sh); tests/gl_runtime.rs runs it over cgrs's
 * libCgGL and compares.
 *
 * Lines that only a libCg with cgrs's listener can match are tagged
 * "[listener]"; "error N" is what cgGetError returned after the call.
 */
#define GL_GLEXT_PROTOTYPES 1
#include "egl_context.h"
#include <Cg/cg.h>
#include <Cg/cgGL.h>
#include <GL/gl.h>
#include <GL/glext.h>
#include <string.h>

static const char *vertex_source =
    "struct S { float4 a; float2 b; };\n"
    "float4 main(float4 pos : POSITION, float2 tc : TEXCOORD0, float3 n : NORMAL, float4 col : COLOR0,\n"
    "            float4 at : ATTR6, uniform float4x4 mvp, uniform float4 k, uniform float4 arr[3], uniform S s,\n"
    "            uniform float3x4 m34, uniform float4x4 mats[2], uniform float unused, out float4 otc : TEXCOORD0) : POSITION {\n"
    "  otc = float4(tc, 0, 1) + k + arr[0] + arr[1] + arr[2] + s.a + s.b.xyxy + float4(n, 1) + col + at + m34[0] + m34[2]\n"
    "      + mats[0][1] + mats[1][3];\n"
    "  return mul(mvp, pos);\n"
    "}\n";
static const char *fragment_source =
    "float4 main(float4 tc : TEXCOORD0, uniform sampler2D t0, uniform sampler2D t1, uniform float4 c) : COLOR {\n"
    "  return tex2D(t1, tc.xy) + tex2D(t0, tc.yx) + c;\n"
    "}\n";

static void error(const char *what) { printf("%s: error %d\n", what, (int)cgGetError()); }

static void print_local(const char *tag, GLenum target, unsigned long index) {
  float v[4];
  glGetProgramLocalParameterfvARB(target, (GLuint)index, v);
  /* + 0.0f turns -0 into 0: the sign of a zero is no behaviour to match. */
  printf("%s  %g %g %g %g\n", tag, v[0] + 0.0f, v[1] + 0.0f, v[2] + 0.0f, v[3] + 0.0f);
}

/* The program locals of a uniform's rows, by its resource index. */
static void print_rows(const char *tag, CGprogram program, const char *name, int rows) {
  CGparameter param = cgGetNamedParameter(program, name);
  unsigned long base = cgGetParameterResourceIndex(param);
  GLenum target = cgGetProgramProfile(program) == CG_PROFILE_ARBVP1 ? GL_VERTEX_PROGRAM_ARB : GL_FRAGMENT_PROGRAM_ARB;
  printf("%s%s:\n", tag, name);
  for (int row = 0; row < rows; row++) print_local(tag, target, base + row);
}

static void print_texture_units(void) {
  GLint active;
  glGetIntegerv(GL_ACTIVE_TEXTURE, &active);
  printf("active texture %x\n", active);
  for (int unit = 0; unit < 4; unit++) {
    GLint bound;
    glActiveTexture(GL_TEXTURE0 + unit);
    glGetIntegerv(GL_TEXTURE_BINDING_2D, &bound);
    printf("  unit %d: bound %d, GL_TEXTURE_2D enabled %d\n", unit, bound, glIsEnabled(GL_TEXTURE_2D));
  }
  glActiveTexture(active);
}

static void profiles(CGcontext context) {
  printf("latest vertex %s fragment %s\n", cgGetProfileString(cgGLGetLatestProfile(CG_GL_VERTEX)),
         cgGetProfileString(cgGLGetLatestProfile(CG_GL_FRAGMENT)));
  const char *names[] = {"arbvp1", "arbfp1", "vp20", "vp30", "glslv", "glslf", 0};
  for (int i = 0; names[i]; i++) {
    CGprofile profile = cgGetProfile(names[i]);
    printf("%s supported %d, optimal options:", names[i], cgGLIsProfileSupported(profile));
    const char **options = cgGLGetOptimalOptions(profile);
    if (!options) printf(" NULL");
    for (int j = 0; options && options[j]; j++) printf(" [%s]", options[j]);
    printf("\n");
  }
  error("profile queries");
  printf("GLSL: detected %d, names %s %s %s %s, \"1.10\" is %d\n", cgGLDetectGLSLVersion(), cgGLGetGLSLVersionString(0),
         cgGLGetGLSLVersionString(1), cgGLGetGLSLVersionString(2), cgGLGetGLSLVersionString(3), cgGLGetGLSLVersion("1.10"));
  printf("context GLSL version %d, manages textures %d\n", cgGLGetContextGLSLVersion(context),
         cgGLGetManageTextureParameters(context));
  cgGLEnableProfile(CG_PROFILE_ARBFP1);
  printf("after cgGLEnableProfile(arbfp1): enabled %d\n", glIsEnabled(GL_FRAGMENT_PROGRAM_ARB));
  cgGLDisableProfile(CG_PROFILE_ARBFP1);
  printf("after cgGLDisableProfile(arbfp1): enabled %d\n", glIsEnabled(GL_FRAGMENT_PROGRAM_ARB));
}

static void uniforms(CGprogram v) {
  GLint binding;
  printf("before load: loaded %d, id %u\n", cgGLIsProgramLoaded(v), cgGLGetProgramID(v));
  error("before load");
  cgGLBindProgram(v);
  error("bind before load");
  cgGLLoadProgram(v);
  error("load");
  printf("after load: loaded %d, id is nonzero %d\n", cgGLIsProgramLoaded(v), cgGLGetProgramID(v) != 0);
  glGetProgramivARB(GL_VERTEX_PROGRAM_ARB, GL_PROGRAM_BINDING_ARB, &binding);
  printf("after load: bound %d\n", binding == (GLint)cgGLGetProgramID(v));
  glBindProgramARB(GL_VERTEX_PROGRAM_ARB, 0);

  float values[4];
  cgGLSetParameter4f(cgGetNamedParameter(v, "k"), 1, 2, 3, 4);
  error("cgGLSetParameter4f while unbound");
  cgGLGetParameter4f(cgGetNamedParameter(v, "k"), values);
  printf("cgGLGetParameter4f: %g %g %g %g\n", values[0], values[1], values[2], values[3]);
  cgGetParameterValuefr(cgGetNamedParameter(v, "k"), 4, values);
  printf("cgGetParameterValuefr: %g %g %g %g\n", values[0], values[1], values[2], values[3]);
  cgGLBindProgram(v);
  error("bind");
  glGetProgramivARB(GL_VERTEX_PROGRAM_ARB, GL_PROGRAM_BINDING_ARB, &binding);
  printf("after bind: bound %d, GL_VERTEX_PROGRAM_ARB enabled %d\n", binding == (GLint)cgGLGetProgramID(v),
         glIsEnabled(GL_VERTEX_PROGRAM_ARB));
  print_rows("", v, "k", 1);
  cgSetParameter4f(cgGetNamedParameter(v, "k"), 5, 6, 7, 8);
  print_rows("[listener] after cgSetParameter4f while bound: ", v, "k", 1);

  float m[32];
  for (int i = 0; i < 32; i++) m[i] = (float)(i + 1);
  cgGLSetMatrixParameterfc(cgGetNamedParameter(v, "mvp"), m);
  print_rows("cgGLSetMatrixParameterfc ", v, "mvp", 4);
  cgGLSetMatrixParameterfr(cgGetNamedParameter(v, "m34"), m);
  print_rows("cgGLSetMatrixParameterfr ", v, "m34", 3);
  cgGLGetMatrixParameterfc(cgGetNamedParameter(v, "m34"), values);
  printf("cgGLGetMatrixParameterfc(m34) starts %g %g %g %g\n", values[0], values[1], values[2], values[3]);
  cgGLSetParameter2f(cgGetNamedParameter(v, "s.b"), 9, 10);
  print_rows("cgGLSetParameter2f ", v, "s.b", 1);
  cgGLSetParameterArray4f(cgGetNamedParameter(v, "arr"), 1, 2, m);
  error("cgGLSetParameterArray4f(arr, 1, 2)");
  print_rows("", v, "arr[0]", 1);
  print_rows("", v, "arr[1]", 1);
  print_rows("", v, "arr[2]", 1);
  cgGLSetParameterArray4f(cgGetNamedParameter(v, "arr"), 0, 0, m + 16);
  error("cgGLSetParameterArray4f(arr, 0, 0)");
  print_rows("", v, "arr[2]", 1);
  float got[12] = {0};
  cgGLGetParameterArray4f(cgGetNamedParameter(v, "arr"), 1, 1, got);
  printf("cgGLGetParameterArray4f(arr, 1, 1): %g %g %g %g | %g %g %g %g\n", got[0], got[1], got[2], got[3], got[4], got[5],
         got[6], got[7]);
  cgGLSetMatrixParameterArrayfr(cgGetNamedParameter(v, "mats"), 1, 1, m);
  error("cgGLSetMatrixParameterArrayfr(mats, 1, 1)");
  print_rows("", v, "mats[1]", 4);
  cgGLSetParameterArray4f(cgGetNamedParameter(v, "arr"), 2, 2, m);
  error("cgGLSetParameterArray4f out of bounds");
  cgGLSetParameterArray4f(cgGetNamedParameter(v, "k"), 0, 1, m);
  error("cgGLSetParameterArray4f on a float4");
  cgGLSetParameterArray4f(cgGetNamedParameter(v, "arr"), 0, 0, NULL);
  error("cgGLSetParameterArray4f with NULL values");
  cgGLSetParameter4fv(cgGetNamedParameter(v, "k"), NULL);
  error("cgGLSetParameter4fv with NULL values");
  cgGLGetParameter1f(cgGetNamedParameter(v, "k"), values);
  error("cgGLGetParameter1f on a float4");

  glMatrixMode(GL_MODELVIEW);
  glLoadIdentity();
  glTranslatef(1, 2, 3);
  glMatrixMode(GL_PROJECTION);
  glLoadIdentity();
  glScalef(2, 3, 4);
  cgGLSetStateMatrixParameter(cgGetNamedParameter(v, "mvp"), CG_GL_MODELVIEW_PROJECTION_MATRIX, CG_GL_MATRIX_IDENTITY);
  error("state matrix modelview-projection");
  print_rows("", v, "mvp", 4);
  cgGLGetMatrixParameterfr(cgGetNamedParameter(v, "mvp"), m);
  printf("libCg's value after it: %g %g %g %g / %g %g %g %g\n", m[0], m[1], m[2], m[3], m[4], m[5], m[6], m[7]);
  cgGLSetStateMatrixParameter(cgGetNamedParameter(v, "mvp"), CG_GL_MODELVIEW_MATRIX, CG_GL_MATRIX_INVERSE_TRANSPOSE);
  print_rows("inverse transpose of modelview ", v, "mvp", 4);
  cgGLSetStateMatrixParameter(cgGetNamedParameter(v, "mvp"), CG_GL_PROJECTION_MATRIX, CG_GL_MATRIX_INVERSE);
  print_rows("inverse of projection ", v, "mvp", 4);
}

static void vertex_arrays(CGprogram v) {
  static float data[64];
  const char *names[] = {"pos", "tc", "n", "col", "at", 0};
  const int sizes[] = {4, 2, 3, 4, 4};
  for (int i = 0; names[i]; i++) {
    CGparameter param = cgGetNamedParameter(v, names[i]);
    cgGLSetParameterPointer(param, sizes[i], GL_FLOAT, 0, data + i);
    cgGLEnableClientState(param);
    error(names[i]);
  }
  GLint client_active;
  void *pointer;
  glGetIntegerv(GL_CLIENT_ACTIVE_TEXTURE, &client_active);
  printf("client active texture %x; enabled: vertex %d texcoord %d normal %d color %d\n", client_active,
         glIsEnabled(GL_VERTEX_ARRAY), glIsEnabled(GL_TEXTURE_COORD_ARRAY), glIsEnabled(GL_NORMAL_ARRAY),
         glIsEnabled(GL_COLOR_ARRAY));
  glGetPointerv(GL_VERTEX_ARRAY_POINTER, &pointer);
  printf("vertex array at %ld\n", (long)((float *)pointer - data));
  glGetPointerv(GL_TEXTURE_COORD_ARRAY_POINTER, &pointer);
  printf("texcoord array at %ld\n", (long)((float *)pointer - data));
  glGetPointerv(GL_NORMAL_ARRAY_POINTER, &pointer);
  printf("normal array at %ld\n", (long)((float *)pointer - data));
  glGetPointerv(GL_COLOR_ARRAY_POINTER, &pointer);
  printf("color array at %ld\n", (long)((float *)pointer - data));
  for (int attribute = 0; attribute < 8; attribute++) {
    GLint enabled;
    glGetVertexAttribivARB(attribute, GL_VERTEX_ATTRIB_ARRAY_ENABLED_ARB, &enabled);
    glGetVertexAttribPointervARB(attribute, GL_VERTEX_ATTRIB_ARRAY_POINTER_ARB, &pointer);
    printf("generic attribute %d: enabled %d at %ld\n", attribute, enabled, pointer ? (long)((float *)pointer - data) : -1);
  }
  cgGLDisableClientState(cgGetNamedParameter(v, "tc"));
  cgGLDisableClientState(cgGetNamedParameter(v, "at"));
  GLint enabled;
  glGetVertexAttribivARB(6, GL_VERTEX_ATTRIB_ARRAY_ENABLED_ARB, &enabled);
  printf("after disabling: texcoord %d, attribute 6 %d\n", glIsEnabled(GL_TEXTURE_COORD_ARRAY), enabled);
  cgGLSetParameterPointer(cgGetNamedParameter(v, "k"), 4, GL_FLOAT, 0, data);
  error("cgGLSetParameterPointer on a uniform");
}

static void textures(CGprogram f) {
  GLuint names[2];
  glGenTextures(2, names);
  glBindTexture(GL_TEXTURE_2D, names[0]);
  glBindTexture(GL_TEXTURE_2D, names[1]);
  glBindTexture(GL_TEXTURE_2D, 0);
  glActiveTexture(GL_TEXTURE3);
  CGparameter t1 = cgGetNamedParameter(f, "t1");
  printf("texture enums: t1 %x t0 %x c %x\n", cgGLGetTextureEnum(t1), cgGLGetTextureEnum(cgGetNamedParameter(f, "t0")),
         cgGLGetTextureEnum(cgGetNamedParameter(f, "c")));
  error("cgGLGetTextureEnum");
  cgGLSetTextureParameter(t1, names[1]);
  error("cgGLSetTextureParameter");
  printf("cgGLGetTextureParameter is the texture %d\n", cgGLGetTextureParameter(t1) == names[1]);
  print_texture_units();
  cgGLEnableTextureParameter(t1);
  error("cgGLEnableTextureParameter");
  print_texture_units();
  cgGLDisableTextureParameter(t1);
  error("cgGLDisableTextureParameter");
  print_texture_units();
  cgGLEnableTextureParameter(cgGetNamedParameter(f, "c"));
  error("cgGLEnableTextureParameter on a float4");
  cgGLSetTextureParameter(cgGetNamedParameter(f, "c"), 1);
  error("cgGLSetTextureParameter on a float4");
  printf("cgGLGetTextureParameter on a float4: %u\n", cgGLGetTextureParameter(cgGetNamedParameter(f, "c")));
  error("cgGLGetTextureParameter on a float4");
  cgGLSetParameter1f(cgGetNamedParameter(f, "t0"), 1);
  error("cgGLSetParameter1f on a sampler");
}

static void binding(CGprogram f) {
  GLint binding;
  cgGLLoadProgram(f);
  cgGLBindProgram(f);
  glGetProgramivARB(GL_FRAGMENT_PROGRAM_ARB, GL_PROGRAM_BINDING_ARB, &binding);
  printf("fragment program bound %d\n", binding == (GLint)cgGLGetProgramID(f));
  cgGLUnbindProgram(CG_PROFILE_ARBFP1);
  error("cgGLUnbindProgram");
  glGetProgramivARB(GL_FRAGMENT_PROGRAM_ARB, GL_PROGRAM_BINDING_ARB, &binding);
  printf("after cgGLUnbindProgram: binding %d\n", binding);
  cgGLEnableProgramProfiles(f);
  error("cgGLEnableProgramProfiles");
  printf("after cgGLEnableProgramProfiles of a single program: enabled %d\n", glIsEnabled(GL_FRAGMENT_PROGRAM_ARB));
  cgGLDisableProgramProfiles(f);
}

static void bad_handles(CGcontext context, CGprogram v) {
  cgGLBindProgram(0);
  error("cgGLBindProgram(NULL)");
  cgGLLoadProgram(0);
  error("cgGLLoadProgram(NULL)");
  cgGLSetParameter1f(0, 1);
  error("cgGLSetParameter1f(NULL)");
  cgGLSetParameter4f((CGparameter)(size_t)12345, 1, 2, 3, 4);
  error("cgGLSetParameter4f(bogus handle)");
  cgGLEnableTextureParameter(0);
  error("cgGLEnableTextureParameter(NULL)");
  cgGLSetTextureParameter(0, 1);
  error("cgGLSetTextureParameter(NULL)");
  printf("cgGLGetProgramID(NULL) = %u\n", cgGLGetProgramID(0));
  error("cgGLGetProgramID(NULL)");
  printf("cgGLIsProgramLoaded(NULL) = %d\n", cgGLIsProgramLoaded(0));
  error("cgGLIsProgramLoaded(NULL)");
  cgGLUnbindProgram(CG_PROFILE_UNKNOWN);
  error("cgGLUnbindProgram(unknown profile)");
  cgGLEnableProfile(CG_PROFILE_UNKNOWN);
  error("cgGLEnableProfile(unknown profile)");
  cgGLSetManageTextureParameters(0, 1);
  error("cgGLSetManageTextureParameters(NULL context)");
  cgGLSetStateMatrixParameter(cgGetNamedParameter(v, "k"), CG_GL_MODELVIEW_MATRIX, CG_GL_MATRIX_IDENTITY);
  error("cgGLSetStateMatrixParameter on a float4");
  cgGLSetStateMatrixParameter(cgGetNamedParameter(v, "mvp"), (CGGLenum)99, CG_GL_MATRIX_IDENTITY);
  error("cgGLSetStateMatrixParameter with a bad matrix");
  cgGLSetStateMatrixParameter(0, CG_GL_MODELVIEW_MATRIX, CG_GL_MATRIX_IDENTITY);
  error("cgGLSetStateMatrixParameter(NULL)");
  float m[16] = {0};
  cgGLSetMatrixParameterfc(cgGetNamedParameter(v, "k"), m);
  error("cgGLSetMatrixParameterfc on a float4");
  cgGLSetParameterPointer(0, 4, GL_FLOAT, 0, m);
  error("cgGLSetParameterPointer(NULL)");
  cgGLEnableClientState(0);
  error("cgGLEnableClientState(NULL)");
  cgGLGetLatestProfile((CGGLenum)99);
  error("cgGLGetLatestProfile(bad enum)");
  cgGLSetOptimalOptions(CG_PROFILE_UNKNOWN);
  error("cgGLSetOptimalOptions(unknown profile)");
  cgGLSetParameterArray4f(0, 0, 1, m);
  error("cgGLSetParameterArray4f(NULL)");
  cgGLGetMatrixParameterfr(0, m);
  error("cgGLGetMatrixParameterfr(NULL)");
  printf("cgGLGetTextureParameter(NULL) = %u\n", cgGLGetTextureParameter(0));
  error("cgGLGetTextureParameter(NULL)");
  cgGLUnloadProgram(v);
  error("cgGLUnloadProgram");
  printf("after unload: loaded %d\n", cgGLIsProgramLoaded(v));
  cgGLBindProgram(v);
  error("cgGLBindProgram after unload");
  cgGLSetParameter4f(cgGetNamedParameter(v, "k"), 1, 2, 3, 4);
  error("cgGLSetParameter4f on an unloaded program");
  cgGLUnloadProgram(0);
  error("cgGLUnloadProgram(NULL)");
  cgGLSetManageTextureParameters(context, CG_TRUE);
  printf("manages textures after setting %d\n", cgGLGetManageTextureParameters(context));
}

static void show_options(const char *what, CGprogram program) {
  printf("%s: options", what);
  for (const char *const *option = cgGetProgramOptions(program); option && *option; option++) printf(" [%s]", *option);
  const char *compiled = cgGetProgramString(program, CG_COMPILED_PROGRAM);
  const char *line = compiled ? strstr(compiled, "# command line args:") : NULL;
  if (line) printf("\n  %.*s", (int)strcspn(line, "\n"), line);
  printf("\n");
}

/* The optimal options are appended to every later compile in their profile,
 * after -entry and before the application's arguments: everywhere after
 * cgGLSetOptimalOptions, in one context after cgGLSetContextOptimalOptions,
 * nowhere after cgGLGetOptimalOptions alone. A bare argument is a profile
 * option. Runs last: the options stay set for the process. */
static void optimal_options_in_later_compiles(void) {
  const char *vertex = "float4 main(float4 p : POSITION, uniform float4 k) : POSITION { return p * k; }\n";
  CGcontext a = cgCreateContext(), b = cgCreateContext();
  CGprogram before = cgCreateProgram(a, CG_SOURCE, vertex, CG_PROFILE_ARBVP1, "main", NULL);
  show_options("arbvp1 before", before);
  cgGLGetOptimalOptions(CG_PROFILE_ARBVP1);
  show_options("after cgGLGetOptimalOptions", cgCreateProgram(a, CG_SOURCE, vertex, CG_PROFILE_ARBVP1, "main", NULL));
  cgGLSetContextOptimalOptions(b, CG_PROFILE_ARBVP1);
  show_options("context b set, in b", cgCreateProgram(b, CG_SOURCE, vertex, CG_PROFILE_ARBVP1, "main", NULL));
  show_options("context b set, in a", cgCreateProgram(a, CG_SOURCE, vertex, CG_PROFILE_ARBVP1, "main", NULL));
  cgGLSetOptimalOptions(CG_PROFILE_ARBVP1);
  const char *args[] = {"-DX=1", "-po", "NumTemps=16", NULL};
  show_options("set everywhere, in a, with arguments",
               cgCreateProgram(a, CG_SOURCE, vertex, CG_PROFILE_ARBVP1, "main", args));
  cgCompileProgram(before);
  show_options("compiled before, recompiled", before);
  const char *bare[] = {"MaxLocalParams=2", NULL};
  CGprogram clamped = cgCreateProgram(a, CG_SOURCE, vertex, CG_PROFILE_ARBVP1, "main", bare);
  printf("bare MaxLocalParams=2 compiles %d\n", clamped != NULL);
  error("optimal options in later compiles");
  cgDestroyContext(a);
  cgDestroyContext(b);
}

/* Matrices past arbvp1's 96 parameters: a palette of 23 bones read at run
 * time fills c[], and cgc binds the camera's matrices to program.env
 * (resource ENV). Setting one loads the environment parameters. */
static const char *spilled_source =
    "void main(float4 pos : POSITION, float4 bone : BLENDINDICES,\n"
    "          out float4 hpos : POSITION, uniform float4x4 bones[23],\n"
    "          uniform float4x4 view, uniform float4x4 proj) {\n"
    "  hpos = mul(proj, mul(view, mul(bones[bone.x], pos)));\n"
    "}\n";

static void matrices_past_the_limit(CGcontext context) {
  CGprogram p = cgCreateProgram(context, CG_SOURCE, spilled_source, CG_PROFILE_ARBVP1, "main", NULL);
  error("compile with matrices past the limit");
  if (!p) return;
  cgGLLoadProgram(p);
  cgGLBindProgram(p);
  error("load and bind");
  float m[16];
  for (int i = 0; i < 16; i++) m[i] = (float)(i + 1);
  const char *names[] = {"view", "proj", 0};
  for (int n = 0; names[n]; n++) {
    CGparameter param = cgGetNamedParameter(p, names[n]);
    unsigned long base = cgGetParameterResourceIndex(param);
    printf("%s: resource %s index %lu\n", names[n], cgGetResourceString(cgGetParameterResource(param)), base);
    cgGLSetMatrixParameterfr(param, m);
    error("cgGLSetMatrixParameterfr");
    for (int row = 0; row < 4; row++) {
      float v[4];
      glGetProgramEnvParameterfvARB(GL_VERTEX_PROGRAM_ARB, (GLuint)(base + row), v);
      printf("  env[%lu]  %g %g %g %g\n", base + row, v[0] + 0.0f, v[1] + 0.0f, v[2] + 0.0f, v[3] + 0.0f);
    }
    m[0] += 100;
  }
  cgGLUnbindProgram(CG_PROFILE_ARBVP1);
}

int main(void) {
  setvbuf(stdout, NULL, _IOLBF, 0);
  make_gl_context();
  CGcontext context = cgCreateContext();
  profiles(context);
  CGprogram v = cgCreateProgram(context, CG_SOURCE, vertex_source, CG_PROFILE_ARBVP1, "main", NULL);
  CGprogram f = cgCreateProgram(context, CG_SOURCE, fragment_source, CG_PROFILE_ARBFP1, "main", NULL);
  error("compile");
  if (!v || !f) return 1;
  uniforms(v);
  vertex_arrays(v);
  textures(f);
  binding(f);
  bad_handles(context, v);
  matrices_past_the_limit(context);
  cgDestroyContext(context);
  optimal_options_in_later_compiles();
  return 0;
}
