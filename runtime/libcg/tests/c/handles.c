/* NULL, stale, foreign and garbage handles and bad arguments: every call
   returns its documented failure value and sets an error; none crashes.
   Prints one line per call: the call, the error it set, and whether the
   error handler saw it. Built against NVIDIA's libCg it records the expected
   output (scripts/regen-runtime-handles.py), except the calls NVIDIA's
   libCg crashes on (-n leaves them out). */
#include <Cg/cg.h>
#include <stdio.h>
#include <string.h>

static int handled;
static void handler(CGcontext ctx, CGerror err, void *data) { (void)ctx; (void)err; (void)data; handled++; }

#define T(call) do { handled = 0; call; int e = (int)cgGetError(); printf("%-72s err=%d handler=%d\n", #call, e, handled); } while (0)

int main(int argc, char **argv) {
  int nvidia_safe_only = argc > 1 && strcmp(argv[1], "-n") == 0;
  cgSetErrorHandler(handler, NULL);
  CGcontext ctx = cgCreateContext();
  CGprogram prog = cgCreateProgram(ctx, CG_SOURCE,
      "float4 main(float4 p : POSITION, uniform float4x4 m, uniform float3 v, uniform float a[2]) : POSITION { return mul(m, p) + v.x + a[1]; }",
      CG_PROFILE_ARBVP1, "main", NULL);
  CGparameter v = cgGetNamedParameter(prog, "v"), m = cgGetNamedParameter(prog, "m"), a = cgGetNamedParameter(prog, "a");
  float f[16] = {0};
  printf("created: %d %d %d %d\n", prog != NULL, v != NULL, m != NULL, a != NULL);
  /* NULL handles. */
  T(cgGetParameterName(NULL));
  T(cgGetParameterType(NULL));
  T(cgSetParameter1f(NULL, 1));
  T(cgGetNextParameter(NULL));
  T(cgGetProgramString(NULL, CG_COMPILED_PROGRAM));
  T(cgGetFirstParameter(NULL, CG_PROGRAM));
  T(cgDestroyProgram(NULL));
  T(cgCreateProgram(NULL, CG_SOURCE, "x", CG_PROFILE_ARBVP1, "main", NULL));
  T(cgGetLastListing(NULL));
  /* Bad arguments. */
  T(cgGetFirstParameter(prog, (CGenum)0));
  T(cgGetNamedParameter(prog, "absent"));
  T(cgSetMatrixParameterfr(v, f));
  T(cgGetParameterValuefr(v, 2, f));
  T(cgGetArrayParameter(a, 5));
  T(cgGetArrayParameter(v, 0));
  T(cgGetStringParameterValue(v));
  T(cgCreateProgram(ctx, CG_SOURCE, "x", (CGprofile)12345, "main", NULL));
  T(cgCreateProgram(ctx, CG_SOURCE, "float4 main() : POSITION { return q; }", CG_PROFILE_ARBVP1, "main", NULL));
  T(cgCreateProgramFromFile(ctx, CG_SOURCE, "/nonexistent/file.cg", CG_PROFILE_ARBVP1, "main", NULL));
  if (!nvidia_safe_only) {
    T(cgCreateProgram(ctx, CG_SOURCE, NULL, CG_PROFILE_ARBVP1, "main", NULL));
    T(cgGetParameterName((CGparameter)(size_t)0x12345678));
    T(cgGetProgramProfile((CGprogram)(size_t)0xdeadbeef));
    T(cgGetParameterName((CGparameter)prog));
  }
  /* Stale handles. */
  T(cgDestroyProgram(prog));
  T(cgGetParameterName(v));
  T(cgSetParameter3f(v, 1, 2, 3));
  T(cgGetProgramString(prog, CG_COMPILED_PROGRAM));
  T(cgDestroyProgram(prog));
  T(cgDestroyContext(ctx));
  T(cgDestroyContext(ctx));
  T(cgGetLastListing(ctx));
  T(cgCreateProgram(ctx, CG_SOURCE, "x", CG_PROFILE_ARBVP1, "main", NULL));
  printf("alive: context=%d program=%d parameter=%d\n", (int)cgIsContext(ctx), (int)cgIsProgram(prog), (int)cgIsParameter(v));
  return 0;
}
