/* The parameter listener extension (Cg/cgrs.h): which setters call it, with
   which parameter, and that the value is stored when it is called. */
#include <Cg/cg.h>
#include <Cg/cgrs.h>
#include <stdio.h>

static void listener(CGparameter p) {
  double v[16];
  int n = cgGetParameterValuedr(p, 16, v);
  printf("  heard %s first=%g n=%d\n", cgGetParameterName(p), n > 0 ? v[0] : -1.0, n);
}

int main(void) {
  CGcontext ctx = cgCreateContext();
  CGprogram prog = cgCreateProgram(ctx, CG_SOURCE,
      "float4 main(float4 p : POSITION, uniform float4x4 m, uniform float3 v, uniform float a[2]) : POSITION { return mul(m, p) + v.x + a[1]; }",
      CG_PROFILE_ARBVP1, "main", NULL);
  CGparameter v = cgGetNamedParameter(prog, "v"), m = cgGetNamedParameter(prog, "m");
  CGparameter a = cgGetNamedParameter(prog, "a");
  float mf[16] = {7};
  double ad[2] = {5, 6};
  printf("default=%s\n", cgGetParameterSettingMode(ctx) == CG_IMMEDIATE_PARAMETER_SETTING ? "immediate" : "other");
  cgrsSetParameterListener(listener);
  printf("cgSetParameter3f\n");
  cgSetParameter3f(v, 1, 2, 3);
  printf("cgSetParameter4fv on a float3\n");
  cgSetParameter4fv(v, mf);
  printf("cgSetMatrixParameterfr\n");
  cgSetMatrixParameterfr(m, mf);
  printf("cgSetParameterValuedr on the array\n");
  cgSetParameterValuedr(a, 2, ad);
  printf("cgSetMatrixParameterfr on a vector (fails)\n");
  cgSetMatrixParameterfr(v, mf);
  printf("error=%d\n", (int)cgGetError());
  printf("deferred mode\n");
  cgSetParameterSettingMode(ctx, CG_DEFERRED_PARAMETER_SETTING);
  cgSetParameter1f(v, 9);
  cgSetParameterSettingMode(ctx, CG_IMMEDIATE_PARAMETER_SETTING);
  printf("removed\n");
  cgrsSetParameterListener(NULL);
  cgSetParameter1f(v, 10);
  cgDestroyContext(ctx);
  return 0;
}
