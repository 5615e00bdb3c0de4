/*
 * bad_handles: every function of cgGL.h called with a NULL handle, with a
 * handle that was never one, and (where it takes a pointer) with a valid
 * handle and a NULL pointer, prints the error cgGetError reports after it.
 * The process must survive them all (no crash). NVIDIA's errors are stored
 * as tests/data/bad-handles-nvidia.txt.
 *
 * Usage: bad_handles [beyond-nvidia]
 * beyond-nvidia adds calls NVIDIA's runtime does not survive.
 */
#define GL_GLEXT_PROTOTYPES 1
#include "egl_context.h"
#include <Cg/cg.h>
#include <Cg/cgGL.h>
#include <GL/gl.h>
#include <limits.h>
#include <string.h>

#define CALL(call)                                                \
  do {                                                           \
    call;                                                        \
    printf("%s: error %d\n", #call, (int)cgGetError());           \
  } while (0)

static float floats[64];
static double doubles[64];

/* Every function taking a parameter handle, with `p`. */
static void parameter_calls(CGparameter p) {
  CALL(cgGLSetParameter1f(p, 1));
  CALL(cgGLSetParameter2f(p, 1, 2));
  CALL(cgGLSetParameter3f(p, 1, 2, 3));
  CALL(cgGLSetParameter4f(p, 1, 2, 3, 4));
  CALL(cgGLSetParameter1fv(p, floats));
  CALL(cgGLSetParameter2fv(p, floats));
  CALL(cgGLSetParameter3fv(p, floats));
  CALL(cgGLSetParameter4fv(p, floats));
  CALL(cgGLSetParameter1d(p, 1));
  CALL(cgGLSetParameter2d(p, 1, 2));
  CALL(cgGLSetParameter3d(p, 1, 2, 3));
  CALL(cgGLSetParameter4d(p, 1, 2, 3, 4));
  CALL(cgGLSetParameter1dv(p, doubles));
  CALL(cgGLSetParameter2dv(p, doubles));
  CALL(cgGLSetParameter3dv(p, doubles));
  CALL(cgGLSetParameter4dv(p, doubles));
  CALL(cgGLGetParameter1f(p, floats));
  CALL(cgGLGetParameter2f(p, floats));
  CALL(cgGLGetParameter3f(p, floats));
  CALL(cgGLGetParameter4f(p, floats));
  CALL(cgGLGetParameter1d(p, doubles));
  CALL(cgGLGetParameter2d(p, doubles));
  CALL(cgGLGetParameter3d(p, doubles));
  CALL(cgGLGetParameter4d(p, doubles));
  CALL(cgGLSetParameterArray1f(p, 0, 1, floats));
  CALL(cgGLSetParameterArray2f(p, 0, 1, floats));
  CALL(cgGLSetParameterArray3f(p, 0, 1, floats));
  CALL(cgGLSetParameterArray4f(p, 0, 1, floats));
  CALL(cgGLSetParameterArray1d(p, 0, 1, doubles));
  CALL(cgGLSetParameterArray2d(p, 0, 1, doubles));
  CALL(cgGLSetParameterArray3d(p, 0, 1, doubles));
  CALL(cgGLSetParameterArray4d(p, 0, 1, doubles));
  CALL(cgGLGetParameterArray1f(p, 0, 1, floats));
  CALL(cgGLGetParameterArray2f(p, 0, 1, floats));
  CALL(cgGLGetParameterArray3f(p, 0, 1, floats));
  CALL(cgGLGetParameterArray4f(p, 0, 1, floats));
  CALL(cgGLGetParameterArray1d(p, 0, 1, doubles));
  CALL(cgGLGetParameterArray2d(p, 0, 1, doubles));
  CALL(cgGLGetParameterArray3d(p, 0, 1, doubles));
  CALL(cgGLGetParameterArray4d(p, 0, 1, doubles));
  CALL(cgGLSetParameterPointer(p, 4, GL_FLOAT, 0, floats));
  CALL(cgGLEnableClientState(p));
  CALL(cgGLDisableClientState(p));
  CALL(cgGLSetMatrixParameterdr(p, doubles));
  CALL(cgGLSetMatrixParameterfr(p, floats));
  CALL(cgGLSetMatrixParameterdc(p, doubles));
  CALL(cgGLSetMatrixParameterfc(p, floats));
  CALL(cgGLGetMatrixParameterdr(p, doubles));
  CALL(cgGLGetMatrixParameterfr(p, floats));
  CALL(cgGLGetMatrixParameterdc(p, doubles));
  CALL(cgGLGetMatrixParameterfc(p, floats));
  CALL(cgGLSetStateMatrixParameter(p, CG_GL_MODELVIEW_MATRIX, CG_GL_MATRIX_IDENTITY));
  CALL(cgGLSetMatrixParameterArrayfc(p, 0, 1, floats));
  CALL(cgGLSetMatrixParameterArrayfr(p, 0, 1, floats));
  CALL(cgGLSetMatrixParameterArraydc(p, 0, 1, doubles));
  CALL(cgGLSetMatrixParameterArraydr(p, 0, 1, doubles));
  CALL(cgGLGetMatrixParameterArrayfc(p, 0, 1, floats));
  CALL(cgGLGetMatrixParameterArrayfr(p, 0, 1, floats));
  CALL(cgGLGetMatrixParameterArraydc(p, 0, 1, doubles));
  CALL(cgGLGetMatrixParameterArraydr(p, 0, 1, doubles));
  CALL(cgGLSetTextureParameter(p, 1));
  CALL(cgGLGetTextureParameter(p));
  CALL(cgGLEnableTextureParameter(p));
  CALL(cgGLDisableTextureParameter(p));
  CALL(cgGLGetTextureEnum(p));
  CALL(cgGLSetupSampler(p, 1));
}

static void program_calls(CGprogram program) {
  CALL(cgGLLoadProgram(program));
  CALL(cgGLIsProgramLoaded(program));
  CALL(cgGLBindProgram(program));
  CALL(cgGLGetProgramID(program));
  CALL(cgGLEnableProgramProfiles(program));
  CALL(cgGLDisableProgramProfiles(program));
  CALL(cgGLUnloadProgram(program));
}

static void context_calls(CGcontext context) {
  CALL(cgGLSetManageTextureParameters(context, CG_TRUE));
  CALL(cgGLGetManageTextureParameters(context));
  CALL(cgGLSetContextOptimalOptions(context, CG_PROFILE_ARBVP1));
  CALL(cgGLGetContextOptimalOptions(context, CG_PROFILE_ARBVP1));
  CALL(cgGLSetContextGLSLVersion(context, CG_GL_GLSL_110));
  CALL(cgGLGetContextGLSLVersion(context));
}

int main(int argc, char **argv) {
  int beyond_nvidia = argc > 1 && !strcmp(argv[1], "beyond-nvidia");
  setvbuf(stdout, NULL, _IOLBF, 0);
  make_gl_context();
  CGcontext context = cgCreateContext();
  CGprogram program = cgCreateProgram(context, CG_SOURCE,
                                      "float4 main(float4 p : TEXCOORD0, uniform float4 a[2], uniform float4x4 m,"
                                      " uniform sampler2D s) : COLOR { return mul(m, p) + a[1] + tex2D(s, p.xy); }",
                                      CG_PROFILE_ARBFP1, "main", NULL);
  if (!program) {
    fprintf(stderr, "bad_handles: the test program does not compile: %s\n", cgGetLastListing(context));
    return 1;
  }
  printf("== NULL handles\n");
  parameter_calls(NULL);
  program_calls(NULL);
  context_calls(NULL);
  printf("== handles that never were\n");
  parameter_calls((CGparameter)(size_t)0x1234);
  program_calls((CGprogram)(size_t)0x1234);
  context_calls((CGcontext)(size_t)0x1234);
  printf("== valid handles, NULL pointers and bad enumerants\n");
  cgGLLoadProgram(program);
  CGparameter array = cgGetNamedParameter(program, "a");
  CGparameter matrix = cgGetNamedParameter(program, "m");
  CALL(cgGLSetParameter4fv(cgGetArrayParameter(array, 0), NULL));
  CALL(cgGLGetParameter4f(cgGetArrayParameter(array, 0), NULL));
  CALL(cgGLSetParameterArray4f(array, 0, 0, NULL));
  CALL(cgGLGetParameterArray4f(array, 0, 0, NULL));
  CALL(cgGLSetMatrixParameterfc(matrix, NULL));
  CALL(cgGLGetMatrixParameterfr(matrix, NULL));
  CALL(cgGLSetParameterArray4f(array, -1, 2, floats));
  CALL(cgGLSetParameterArray4f(array, 1, 5, floats));
  CALL(cgGLSetParameterArray4f(array, LONG_MAX, 1, floats));
  CALL(cgGLSetMatrixParameterArrayfc(array, -3, 1, floats));
  if (beyond_nvidia) {
    /* NVIDIA's runtime aborts on these (std::length_error, probed). */
    CALL(cgGLSetParameterArray4f(array, 1, LONG_MAX, floats));
    CALL(cgGLSetParameterArray4f(array, LONG_MIN, 0, floats));
    CALL(cgGLGetParameterArray4f(array, LONG_MAX, LONG_MAX, floats));
  }
  CALL(cgGLSetStateMatrixParameter(matrix, (CGGLenum)-1, (CGGLenum)77));
  CALL(cgGLGetLatestProfile((CGGLenum)-5));
  CALL(cgGLIsProfileSupported((CGprofile)-1));
  CALL(cgGLEnableProfile((CGprofile)12345));
  CALL(cgGLDisableProfile((CGprofile)12345));
  CALL(cgGLUnbindProgram((CGprofile)12345));
  CALL(cgGLSetOptimalOptions((CGprofile)12345));
  CALL(cgGLGetOptimalOptions((CGprofile)12345));
  CALL(cgGLGetGLSLVersionString((CGGLglslversion)99));
  CALL(cgGLGetGLSLVersion(NULL));
  CALL(cgGLGetGLSLVersion("no such version"));
  CALL(cgGLSetContextGLSLVersion(context, (CGGLglslversion)99));
  cgDestroyContext(context);
  printf("survived\n");
  return 0;
}
