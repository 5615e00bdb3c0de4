/* Combining a vertex and a fragment program (Panda3D's use): the domains,
   their profiles and programs, named look-up across them, the context's
   program list. Its output through NVIDIA's libCg is recorded in
   tests/combine.expected (scripts/regen-runtime-walk.py). */
#include <Cg/cg.h>
#include <stdio.h>
int main(void) {
  CGcontext ctx = cgCreateContext();
  const char *vs = "float4 main(float4 p : POSITION, uniform float4x4 mvp, uniform float4 tint) : POSITION { return mul(mvp, p) + tint; }";
  const char *fs = "float4 main(float2 uv : TEXCOORD0, uniform sampler2D tex, uniform float4 tint) : COLOR { return tex2D(tex, uv) * tint; }";
  CGprogram v = cgCreateProgram(ctx, CG_SOURCE, vs, CG_PROFILE_ARBVP1, "main", NULL);
  CGprogram f = cgCreateProgram(ctx, CG_SOURCE, fs, CG_PROFILE_ARBFP1, "main", NULL);
  CGprogram list[2] = {v, f};
  CGprogram c = cgCombinePrograms(2, list);
  printf("combined=%d err=%d domains=%d domain=%d\n", c != NULL, (int)cgGetError(), cgGetNumProgramDomains(c), (int)cgGetProgramDomain(c));
  for (int i = 0; i < cgGetNumProgramDomains(c); i++) {
    CGprogram d = cgGetProgramDomainProgram(c, i);
    printf("  domain %d profile=%s same_as_input=%d program_is_valid=%d\n", i, cgGetProfileString(cgGetProgramDomainProfile(c, i)), d == list[i], cgIsProgram(d));
  }
  for (CGparameter p = cgGetFirstParameter(c, CG_PROGRAM); p; p = cgGetNextParameter(p))
    printf("  param %s prog_is_combined=%d res=%s\n", cgGetParameterName(p), cgGetParameterProgram(p) == c, cgGetResourceString(cgGetParameterResource(p)));
  for (CGparameter p = cgGetFirstParameter(c, CG_GLOBAL); p; p = cgGetNextParameter(p))
    printf("  global %s\n", cgGetParameterName(p));
  const char *names[] = {"tint", "mvp", "tex", "uv", "p", NULL};
  for (const char **n = names; *n; n++) {
    CGparameter p = cgGetNamedParameter(c, *n);
    printf("  named %s -> %s %s\n", *n, p ? cgGetParameterName(p) : "(null)", p ? cgGetProfileString(cgGetProgramProfile(cgGetParameterProgram(p))) : "");
  }
  int n = 0; for (CGprogram p = cgGetFirstProgram(ctx); p; p = cgGetNextProgram(p)) { n++; printf("  listed %s is_combined=%d is_input=%d is_part=%d\n", cgGetProfileString(cgGetProgramProfile(p)), p == c, p == v || p == f, p == cgGetProgramDomainProgram(c, 0) || p == cgGetProgramDomainProgram(c, 1)); }
  printf("programs in context=%d err=%d\n", n, (int)cgGetError());
  cgDestroyProgram(v); cgDestroyProgram(f);
  printf("after destroying inputs: domains=%d err=%d\n", cgGetNumProgramDomains(c), (int)cgGetError());
  cgDestroyContext(ctx);
  return 0;
}
