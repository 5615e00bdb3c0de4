/*
 * nv_programs: vp20 and vp30 programs through libCgGL, on the NV driver
 * stand-in tests/c/nv_driver_mock.c (preloaded). Checks, after
 * cgGLLoadProgram, the uniform setters and cgGLBindProgram, what the
 * NV_vertex_program spec and cgc's program header require:
 * - every `#const c[N] = ...` line of the compiled program is in c[N]
 *   (missing components 0);
 * - the uniform k is in c[its resource index];
 * - the column_major float3x4 cm holds a column a register from
 *   c[its resource index] (libCg reports the declared type, float3x4, and
 *   names it by the stored one, float4x3, as NVIDIA's);
 * - every state matrix the program reads (`#var ... : state.matrix.M : c[N], 4
 *   : ... : 1`) is tracked at c[N] with the NV matrix and transform enums.
 * - a program reading other OpenGL state (a light) is not loaded, with a
 *   "not supported yet" listing.
 * Prints one line per check and "ok" when all hold.
 *
 * Usage: nv_programs SHADER.cg
 */
#define _GNU_SOURCE
#include "egl_context.h"
#include <Cg/cg.h>
#include <Cg/cgGL.h>
#include <dlfcn.h>
#include <string.h>

/* The stand-in's state, found in the preloaded library. */
static const float *(*nv_mock_parameter)(unsigned index);
static const GLenum *(*nv_mock_tracked)(unsigned address);
static GLuint (*nv_mock_bound)(void);
static GLuint (*nv_mock_loaded_text_length)(void);

static int failures;

static void check(int holds, const char *what, const char *detail) {
  printf("%s: %s%s\n", holds ? "holds" : "FAILS", what, detail);
  failures += !holds;
}

/* The NV_vertex_program enums for a state matrix name of cgc's header. */
static void expected_tracking(const char *name, GLenum *matrix, GLenum *transform, GLint *unit) {
  char base[64];
  *transform = 0x862A; /* IDENTITY_NV */
  snprintf(base, sizeof base, "%s", name);
  char *suffix = strrchr(base, '.');
  if (suffix && !strcmp(suffix, ".inverse")) *transform = 0x862B, *suffix = 0;
  else if (suffix && !strcmp(suffix, ".transpose")) *transform = 0x862C, *suffix = 0;
  else if (suffix && !strcmp(suffix, ".invtrans")) *transform = 0x862D, *suffix = 0;
  int index;
  *unit = -1;
  if (!strcmp(base, "mvp")) *matrix = 0x8629;
  else if (!strcmp(base, "projection")) *matrix = 0x1701;
  else if (!strcmp(base, "modelview[0]")) *matrix = 0x1700;
  else if (sscanf(base, "texture[%d]", &index) == 1) *matrix = 0x1702, *unit = 0x84C0 + index;
  else if (sscanf(base, "program[%d]", &index) == 1) *matrix = 0x8630 + index;
  else *matrix = 0;
}

static void check_program(CGcontext context, const char *path, CGprofile profile) {
  char detail[256];
  printf("== %s\n", cgGetProfileString(profile));
  CGprogram program = cgCreateProgramFromFile(context, CG_SOURCE, path, profile, "main", NULL);
  check(program != NULL, "the program compiles", "");
  if (!program) return;
  cgGLLoadProgram(program);
  check(cgGetError() == CG_NO_ERROR && cgGLIsProgramLoaded(program), "cgGLLoadProgram loads it", "");
  const char *text = cgGetProgramString(program, CG_COMPILED_PROGRAM);
  check(nv_mock_loaded_text_length() == strlen(text), "glLoadProgramNV got the compiled program", "");
  CGparameter k = cgGetNamedParameter(program, "k");
  cgGLSetParameter4f(k, 1, 2, 3, 4);
  cgGLBindProgram(program);
  check(cgGetError() == CG_NO_ERROR && nv_mock_bound() == cgGLGetProgramID(program), "cgGLBindProgram binds it", "");
  const float *value = nv_mock_parameter((unsigned)cgGetParameterResourceIndex(k));
  check(value[0] == 1 && value[3] == 4, "k set before binding is in its register", "");
  cgGLSetParameter4f(k, 5, 6, 7, 8);
  check(value[0] == 5 && value[3] == 8, "k set while bound is in its register", "");
  CGparameter cm = cgGetNamedParameter(program, "cm");
  const float rows[12] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12};
  cgSetMatrixParameterfr(cm, rows);
  check(cgGetParameterType(cm) == CG_FLOAT3x4 && cgGetParameterNamedType(cm) == CG_FLOAT4x3,
        "cm is a float3x4 stored as a float4x3", "");
  for (unsigned column = 0; column < 4; column++) {
    const float *held = nv_mock_parameter((unsigned)cgGetParameterResourceIndex(cm) + column);
    snprintf(detail, sizeof detail, " %u: %g %g %g", column, held[0], held[1], held[2]);
    check(held[0] == rows[column] && held[1] == rows[4 + column] && held[2] == rows[8 + column],
          "a register of cm holds its column", detail);
  }
  for (const char *line = text; line; line = strchr(line, '\n'), line = line ? line + 1 : NULL) {
    unsigned index, address;
    float v[4] = {0, 0, 0, 0};
    char state[64];
    int referenced;
    if (sscanf(line, "#const c[%u] = %f %f %f %f", &index, &v[0], &v[1], &v[2], &v[3]) >= 2) {
      const float *loaded = nv_mock_parameter(index);
      snprintf(detail, sizeof detail, " c[%u] = %g %g %g %g", index, v[0], v[1], v[2], v[3]);
      check(!memcmp(loaded, v, sizeof v), "a #const line is loaded:", detail);
    } else if (sscanf(line, "#var float4x4 %*s : state.matrix.%63s : c[%u], 4 : %*d : %d", state, &address, &referenced) == 3 &&
               referenced) {
      GLenum matrix, transform;
      GLint unit;
      expected_tracking(state, &matrix, &transform, &unit);
      const GLenum *tracking = nv_mock_tracked(address);
      snprintf(detail, sizeof detail, " %s at c[%u]", state, address);
      check(tracking[0] == matrix && tracking[1] == transform && (unit < 0 || tracking[2] == (GLenum)unit),
            "a state matrix is tracked:", detail);
    }
  }
  cgGLUnbindProgram(profile);
  check(nv_mock_bound() == 0, "cgGLUnbindProgram unbinds it", "");
}

int main(int argc, char **argv) {
  if (argc != 2) return 2;
  setvbuf(stdout, NULL, _IOLBF, 0);
  nv_mock_parameter = (const float *(*)(unsigned))dlsym(RTLD_DEFAULT, "nv_mock_parameter");
  nv_mock_tracked = (const GLenum *(*)(unsigned))dlsym(RTLD_DEFAULT, "nv_mock_tracked");
  nv_mock_bound = (GLuint(*)(void))dlsym(RTLD_DEFAULT, "nv_mock_bound");
  nv_mock_loaded_text_length = (GLuint(*)(void))dlsym(RTLD_DEFAULT, "nv_mock_loaded_text_length");
  if (!nv_mock_parameter || !nv_mock_tracked || !nv_mock_bound || !nv_mock_loaded_text_length) {
    fprintf(stderr, "nv_programs: run with nv_driver_mock preloaded\n");
    return 2;
  }
  make_gl_context();
  CGcontext context = cgCreateContext();
  check(cgGLIsProfileSupported(CG_PROFILE_VP20) && cgGLIsProfileSupported(CG_PROFILE_VP30),
        "vp20 and vp30 are supported with the NV extensions", "");
  check_program(context, argv[1], CG_PROFILE_VP20);
  check_program(context, argv[1], CG_PROFILE_VP30);
  CGprogram lit = cgCreateProgram(context, CG_SOURCE,
                                  "float4 main(float4 p : POSITION) : POSITION { return p * glstate.light[0].position; }",
                                  CG_PROFILE_VP20, "main", NULL);
  cgGLLoadProgram(lit);
  const char *listing = cgGetLastListing(context);
  check(!cgGLIsProgramLoaded(lit) && listing && strstr(listing, "state.light[0].position") &&
            strstr(listing, "not supported yet"),
        "a program reading a light is not loaded, and says why", "");
  cgDestroyContext(context);
  printf(failures ? "%d FAILED\n" : "ok\n", failures);
  return 0;
}
