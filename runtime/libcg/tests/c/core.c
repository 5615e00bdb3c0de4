/* The rest of the core API (issue 43) against NVIDIA's libCg: policies and
   context behavior, the include callback's setting, program input/output
   and output vertices, combining four and five programs, profile siblings,
   named sub-parameters, matrix order, user types and their parents,
   parameter semantics, updating and evaluating programs, objects, and
   shared parameters with their connections. Its output through NVIDIA's
   libCg is recorded in tests/core.expected (scripts/regen-runtime-walk.py
   --recorded). Shared parameters' names hold the context's handle, which
   differs between the libraries: it is printed as X. */
#include <Cg/cg.h>
#include <stdio.h>
#include <string.h>

static const char *s(const char *t) { return t ? t : "(null)"; }
#define E(label) printf("%s err=%d\n", label, (int)cgGetError())

/* A parameter's name with the hex digits after "$G_0x" replaced by X (four
   buffers in turn, for several in one printf). */
static const char *name(CGparameter p) {
  static char buffers[4][256];
  static int turn;
  char *out = buffers[turn++ % 4];
  const char *n = cgGetParameterName(p);
  if (!n) return "(null)";
  const char *hex = strstr(n, "$G_0x");
  if (!hex) return n;
  size_t at = (size_t)(hex - n) + 5;
  memcpy(out, n, at);
  out[at] = 'X';
  const char *rest = n + at;
  while (*rest && *rest != '_') rest++;
  snprintf(out + at + 1, 256 - at - 1, "%s", rest);
  return out;
}

static void include_callback(CGcontext context, const char *file) { (void)context; (void)file; }

/* Provides the files whose names have "provided" or "nested" in them. */
static void providing_callback(CGcontext context, const char *file) {
  printf("  callback asked for %s\n", file);
  if (strstr(file, "provided")) cgSetCompilerIncludeString(context, file, "#define B 2.0\n");
  if (strstr(file, "nested")) cgSetCompilerIncludeString(context, file, "#include \"provided_too.cgh\"\n#define C 3.0\n");
}

static void compile_asking(CGcontext context, const char *label, const char *source) {
  CGprogram program = cgCreateProgram(context, CG_SOURCE, source, CG_PROFILE_ARBVP1, "main", NULL);
  printf("%s: program=%d err=%d listing=%d\n", label, program != NULL, (int)cgGetError(), cgGetLastListing(context) != NULL);
}

static const char *src =
    "interface Light { float3 f(); };\n"
    "struct Sun : Light { float3 c; float3 f() { return c; } };\n"
    "struct Inner { float4 a; float2 b[2]; };\n"
    "struct Outer { Inner inr; float k; };\n"
    "struct Unused { float z; };\n"
    "float4 main(float4 p : POSITION, uniform Outer o, uniform float4x4 m, uniform float3 v, uniform Sun sun,\n"
    "            uniform float4 sh, uniform float4 sh2, uniform float2 arr[3], uniform float4x3 m43)\n"
    "    : POSITION { return mul(m, p) * o.inr.a * o.inr.b[1].x * o.k + v.x + sun.f().x + sh * sh2 + arr[2].y + mul(m43, p.xyz).x; }\n";

int main(void) {
  /* Policies. */
  printf("case=%s\n", s(cgGetEnumString(cgGetSemanticCasePolicy())));
  printf("set case=%s\n", s(cgGetEnumString(cgSetSemanticCasePolicy(CG_UNCHANGED_CASE_POLICY)))); E("set case");
  printf("case=%s\n", s(cgGetEnumString(cgGetSemanticCasePolicy())));
  printf("set case bad=%d\n", (int)cgSetSemanticCasePolicy(CG_ROW_MAJOR)); E("set case bad");
  printf("case=%s\n", s(cgGetEnumString(cgGetSemanticCasePolicy())));
  cgSetSemanticCasePolicy(CG_FORCE_UPPER_CASE_POLICY);
  printf("locking=%s\n", s(cgGetEnumString(cgGetLockingPolicy())));
  printf("set locking=%s\n", s(cgGetEnumString(cgSetLockingPolicy(CG_NO_LOCKS_POLICY)))); E("set locking");
  printf("set locking bad=%d\n", (int)cgSetLockingPolicy(CG_ROW_MAJOR)); E("set locking bad");
  printf("locking=%s\n", s(cgGetEnumString(cgGetLockingPolicy())));
  cgSetLockingPolicy(CG_THREAD_SAFE_POLICY);

  /* Context behavior and the include callback. */
  CGcontext ctx = cgCreateContext();
  printf("behavior=%d %s\n", (int)cgGetContextBehavior(ctx), s(cgGetBehaviorString(cgGetContextBehavior(ctx))));
  printf("behavior null=%d\n", (int)cgGetContextBehavior(NULL)); E("behavior null");
  static const CGbehavior behaviors[] = {CG_BEHAVIOR_3000, CG_BEHAVIOR_LATEST, CG_BEHAVIOR_2200, CG_BEHAVIOR_CURRENT, CG_BEHAVIOR_UNKNOWN, (CGbehavior)12345};
  for (int i = 0; i < 6; i++) {
    cgSetContextBehavior(ctx, behaviors[i]);
    printf("set behavior %d err=%d now=%d\n", (int)behaviors[i], (int)cgGetError(), (int)cgGetContextBehavior(ctx));
  }
  cgSetContextBehavior(NULL, CG_BEHAVIOR_3000); E("set behavior null");
  printf("include callback=%d\n", cgGetCompilerIncludeCallback(ctx) != NULL); E("get callback");
  printf("include callback null=%d\n", cgGetCompilerIncludeCallback(NULL) != NULL); E("get callback null");
  cgSetCompilerIncludeCallback(ctx, include_callback); E("set callback");
  cgSetCompilerIncludeCallback(NULL, include_callback); E("set callback null");
  printf("include callback same=%d\n", cgGetCompilerIncludeCallback(ctx) == include_callback);
  cgSetCompilerIncludeCallback(ctx, NULL);
  printf("include callback=%d\n", cgGetCompilerIncludeCallback(ctx) != NULL);
  {
    CGcontext asking = cgCreateContext();
    cgSetCompilerIncludeCallback(asking, providing_callback);
    compile_asking(asking, "relative", "#include \"provided.cgh\"\nfloat4 main(float4 p : POSITION) : POSITION { return p * B; }\n");
    compile_asking(asking, "again", "#include \"provided.cgh\"\nfloat4 main(float4 p : POSITION) : POSITION { return p * B; }\n");
    compile_asking(asking, "nested", "#include \"nested.cgh\"\nfloat4 main(float4 p : POSITION) : POSITION { return p * B * C; }\n");
    compile_asking(asking, "in a directory", "#include \"sub/dir/provided.cgh\"\nfloat4 main(float4 p : POSITION) : POSITION { return p * B; }\n");
    compile_asking(asking, "absolute", "#include \"/virtual/provided.cgh\"\nfloat4 main(float4 p : POSITION) : POSITION { return p * B; }\n");
    compile_asking(asking, "skipped", "#if 0\n#include \"never.cgh\"\n#endif\nfloat4 main(float4 p : POSITION) : POSITION { return p; }\n");
    cgSetCompilerIncludeString(asking, "/preset.cgh", "#define P 1.0\n");
    compile_asking(asking, "preset", "#include \"preset.cgh\"\nfloat4 main(float4 p : POSITION) : POSITION { return p * P; }\n");
    compile_asking(asking, "not provided", "#include \"missing.cgh\"\nfloat4 main(float4 p : POSITION) : POSITION { return p; }\n");
    compile_asking(asking, "not provided but used", "#include \"missing2.cgh\"\nfloat4 main(float4 p : POSITION) : POSITION { return p * M; }\n");
    CGprogram from_file = cgCreateProgramFromFile(asking, CG_SOURCE, "runtime/libcg/tests/c/include_callback.cg", CG_PROFILE_ARBVP1, "main", NULL);
    printf("from a file: program=%d err=%d\n", from_file != NULL, (int)cgGetError());
    cgDestroyContext(asking);
  }

  /* Programs. */
  CGprogram vp = cgCreateProgram(ctx, CG_SOURCE, src, CG_PROFILE_ARBVP1, "main", NULL); E("create vp");
  CGprogram fp = cgCreateProgram(ctx, CG_SOURCE, "float4 main(float4 c : COLOR) : COLOR { return c; }", CG_PROFILE_ARBFP1, "main", NULL); E("create fp");
  CGprogram vp2 = cgCreateProgram(ctx, CG_SOURCE, "struct Inner { float4 a; };\nstruct Extra { float4 e; };\nfloat4 main(float4 p : POSITION, uniform Inner i, uniform Extra x) : POSITION { return p * i.a * x.e; }", CG_PROFILE_ARBVP1, "main", NULL); E("create vp2");
  printf("input vp=%s output vp=%s\n", s(cgGetEnumString(cgGetProgramInput(vp))), s(cgGetEnumString(cgGetProgramOutput(vp)))); E("vp streams");
  printf("input fp=%s output fp=%s\n", s(cgGetEnumString(cgGetProgramInput(fp))), s(cgGetEnumString(cgGetProgramOutput(fp)))); E("fp streams");
  printf("input null=%d\n", (int)cgGetProgramInput(NULL)); E("input null");
  printf("output null=%d\n", (int)cgGetProgramOutput(NULL)); E("output null");
  printf("output vertices vp=%d\n", cgGetProgramOutputVertices(vp)); E("output vertices");
  cgSetProgramOutputVertices(vp, 3); E("set output vertices");
  printf("output vertices vp=%d\n", cgGetProgramOutputVertices(vp));
  printf("output vertices null=%d\n", cgGetProgramOutputVertices(NULL)); E("output vertices null");
  cgSetProgramOutputVertices(NULL, 3); E("set output vertices null");
  CGprogram c4 = cgCombinePrograms4(vp, fp, NULL, NULL); E("combine4 nulls"); printf("c4=%d\n", c4 != NULL);
  CGprogram c5 = cgCombinePrograms5(vp, fp, vp2, fp, vp); E("combine5"); printf("c5=%d\n", c5 != NULL);
  if (c5) {
    printf("c5 domains=%d user types=%d\n", cgGetNumProgramDomains(c5), cgGetNumUserTypes(c5));
    for (int i = 0; i < cgGetNumProgramDomains(c5); i++) printf("  domain %d %s\n", i, s(cgGetProfileString(cgGetProgramDomainProfile(c5, i))));
    printf("c5 input=%d\n", (int)cgGetProgramInput(c5)); E("c5 input");
  }
  CGprogram c2 = cgCombinePrograms2(vp, vp2); E("combine same domain"); printf("c2 domains=%d\n", cgGetNumProgramDomains(c2));

  /* Profile siblings. */
  static const CGprofile from[] = {CG_PROFILE_ARBVP1, CG_PROFILE_ARBFP1, CG_PROFILE_GLSLV, CG_PROFILE_GLSLF, CG_PROFILE_VP20, CG_PROFILE_VP30, CG_PROFILE_FP40, CG_PROFILE_GP4VP, CG_PROFILE_VS_3_0, CG_PROFILE_PS_2_0, CG_PROFILE_HLSLV, CG_PROFILE_GENERIC, CG_PROFILE_UNKNOWN};
  static const CGdomain to[] = {CG_VERTEX_DOMAIN, CG_FRAGMENT_DOMAIN, CG_GEOMETRY_DOMAIN, (CGdomain)77};
  for (int i = 0; i < 13; i++)
    for (int j = 0; j < 4; j++) {
      CGprofile sibling = cgGetProfileSibling(from[i], to[j]);
      printf("sibling %s %d=%s err=%d\n", s(cgGetProfileString(from[i])), (int)to[j], s(cgGetProfileString(sibling)), (int)cgGetError());
    }

  /* Named sub-parameters and matrix order. */
  CGparameter o = cgGetNamedParameter(vp, "o");
  static const char *subs[] = {"inr", "k", "inr.a", "inr.b[1]", "o.k", "x", ".k", "", NULL};
  for (const char **n = subs; *n; n++) {
    CGparameter q = cgGetNamedSubParameter(o, *n);
    printf("sub '%s'=%s err=%d\n", *n, q ? s(cgGetParameterName(q)) : "(none)", (int)cgGetError());
  }
  CGparameter q = cgGetNamedSubParameter(cgGetNamedParameter(vp, "o.inr"), "b");
  printf("sub inr b=%s\n", q ? s(cgGetParameterName(q)) : "(none)");
  q = cgGetNamedSubParameter(cgGetNamedParameter(vp, "o.inr.b"), "[0]"); printf("sub array [0]=%s\n", q ? s(cgGetParameterName(q)) : "(none)"); E("sub array");
  q = cgGetNamedSubParameter(cgGetNamedParameter(vp, "v"), "x"); printf("sub vector x=%s\n", q ? s(cgGetParameterName(q)) : "(none)"); E("sub vector");
  q = cgGetNamedSubParameter(o, NULL); E("sub null name");
  q = cgGetNamedSubParameter(NULL, "k"); E("sub null");
  printf("order m=%s\n", s(cgGetEnumString(cgGetMatrixParameterOrder(cgGetNamedParameter(vp, "m"))))); E("order m");
  printf("order m43=%s\n", s(cgGetEnumString(cgGetMatrixParameterOrder(cgGetNamedParameter(vp, "m43"))))); E("order m43");
  printf("order v=%d\n", (int)cgGetMatrixParameterOrder(cgGetNamedParameter(vp, "v"))); E("order v");
  printf("order o=%d\n", (int)cgGetMatrixParameterOrder(o)); E("order o");
  printf("order null=%d\n", (int)cgGetMatrixParameterOrder(NULL)); E("order null");

  /* User types. */
  CGprogram programs[] = {vp, vp2, fp};
  for (int k = 0; k < 3; k++) {
    printf("program %d user types=%d\n", k, cgGetNumUserTypes(programs[k])); E("num user types");
    for (int i = -1; i <= cgGetNumUserTypes(programs[k]); i++) {
      CGtype t = cgGetUserType(programs[k], i);
      printf("  user type %d=%d %s class=%s parents=%d interface=%d err=%d\n", i, (int)t, s(cgGetTypeString(t)),
             s(cgGetParameterClassString(cgGetTypeClass(t))), cgGetNumParentTypes(t), (int)cgIsInterfaceType(t), (int)cgGetError());
      for (int j = 0; j < cgGetNumParentTypes(t); j++)
        printf("    parent %s is parent=%d\n", s(cgGetTypeString(cgGetParentType(t, j))), (int)cgIsParentType(cgGetParentType(t, j), t));
      printf("    parent 5=%d", (int)cgGetParentType(t, 5)); printf(" err=%d\n", (int)cgGetError());
    }
  }
  printf("user types ctx=%d", cgGetNumUserTypes(ctx)); printf(" err=%d\n", (int)cgGetError());
  printf("user types null=%d", cgGetNumUserTypes(NULL)); printf(" err=%d\n", (int)cgGetError());
  printf("user type null 0=%d", (int)cgGetUserType(NULL, 0)); printf(" err=%d\n", (int)cgGetError());
  printf("named Inner=%d Light=%d Extra=%d nope=%d", (int)cgGetNamedUserType(vp, "Inner"), (int)cgGetNamedUserType(vp, "Light"), (int)cgGetNamedUserType(vp, "Extra"), (int)cgGetNamedUserType(vp, "nope")); printf(" err=%d\n", (int)cgGetError());
  printf("vp2 named Inner=%d Extra=%d\n", (int)cgGetNamedUserType(vp2, "Inner"), (int)cgGetNamedUserType(vp2, "Extra"));
  printf("named null=%d", (int)cgGetNamedUserType(NULL, "Inner")); printf(" err=%d\n", (int)cgGetError());
  printf("named ctx=%d", (int)cgGetNamedUserType(ctx, "Inner")); printf(" err=%d\n", (int)cgGetError());
  printf("parameter o type=%d named=%s\n", (int)cgGetParameterType(o), s(cgGetTypeString(cgGetParameterNamedType(o))));
  printf("float parents=%d interface=%d parent=%d is parent=%d", cgGetNumParentTypes(CG_FLOAT), (int)cgIsInterfaceType(CG_FLOAT), (int)cgGetParentType(CG_FLOAT, 0), (int)cgIsParentType(CG_FLOAT, CG_FLOAT)); printf(" err=%d\n", (int)cgGetError());
  printf("parent float -1=%d", (int)cgGetParentType(CG_FLOAT, -1)); printf(" err=%d\n", (int)cgGetError());
  printf("parents 99999=%d", cgGetNumParentTypes((CGtype)99999)); printf(" err=%d\n", (int)cgGetError());

  /* Semantics. */
  CGparameter v = cgGetNamedParameter(vp, "v"), pp = cgGetNamedParameter(vp, "p");
  cgSetParameterSemantic(v, "myColor"); E("set semantic uniform");
  printf("semantic v='%s'\n", s(cgGetParameterSemantic(v)));
  cgSetParameterSemantic(v, NULL); E("set semantic null");
  cgSetParameterSemantic(v, ""); E("set semantic empty");
  cgSetParameterSemantic(NULL, "x"); E("set semantic null parameter");
  cgSetParameterSemantic(pp, "texcoord3"); E("set semantic varying");
  printf("semantic p='%s' resource=%s\n", s(cgGetParameterSemantic(pp)), s(cgGetResourceString(cgGetParameterResource(pp))));
  cgSetParameterSemantic(o, "OSEM"); E("set semantic struct");
  printf("semantic o='%s'\n", s(cgGetParameterSemantic(o)));
  cgSetParameterSemantic(cgGetNamedParameter(vp, "arr"), "ARRSEM"); E("set semantic array");
  printf("semantic arr='%s' arr[0]='%s'\n", s(cgGetParameterSemantic(cgGetNamedParameter(vp, "arr"))), s(cgGetParameterSemantic(cgGetNamedParameter(vp, "arr[0]"))));
  cgSetParameterSemantic(cgGetNamedParameter(vp, "o.k"), "KSEM"); E("set semantic member");
  printf("semantic o.k='%s'\n", s(cgGetParameterSemantic(cgGetNamedParameter(vp, "o.k"))));

  /* Updating and evaluating programs; objects. */
  cgUpdateProgramParameters(vp); E("update");
  cgUpdateProgramParameters(NULL); E("update null");
  float buffer[16];
  cgEvaluateProgram(vp, buffer, 4, 2, 2, 1); E("evaluate arbvp1");
  cgEvaluateProgram(NULL, buffer, 4, 2, 2, 1); E("evaluate null");
  const char *no_args[] = {NULL};
  CGobj obj = cgCreateObj(NULL, CG_SOURCE, "float4 f(float4 p) { return p; }", CG_PROFILE_ARBVP1, NULL); E("create obj null context"); printf("obj=%d\n", obj != NULL);
  obj = cgCreateObj(ctx, CG_OBJECT, "x", CG_PROFILE_ARBVP1, no_args); E("create obj of CG_OBJECT"); printf("obj=%d\n", obj != NULL);
  obj = cgCreateObjFromFile(ctx, CG_SOURCE, "/nonexistent/file.cg", CG_PROFILE_ARBVP1, NULL); E("create obj missing file"); printf("obj=%d\n", obj != NULL);
  cgDestroyObj(NULL); E("destroy obj null");

  /* Shared parameters. */
  CGparameter sp = cgCreateParameter(ctx, CG_FLOAT4); E("create");
  printf("sp name=%s type=%s class=%s variability=%s direction=%s global=%d program=%d context=%d semantic='%s' resource=%s referenced=%d\n",
         name(sp), s(cgGetTypeString(cgGetParameterType(sp))), s(cgGetParameterClassString(cgGetParameterClass(sp))),
         s(cgGetEnumString(cgGetParameterVariability(sp))), s(cgGetEnumString(cgGetParameterDirection(sp))), (int)cgIsParameterGlobal(sp),
         cgGetParameterProgram(sp) != NULL, cgGetParameterContext(sp) == ctx, s(cgGetParameterSemantic(sp)),
         s(cgGetResourceString(cgGetParameterResource(sp))), (int)cgIsParameterReferenced(sp)); E("attributes");
  printf("program parameter global=%d\n", (int)cgIsParameterGlobal(v));
  cgSetParameterSemantic(sp, "SHARED"); E("set semantic shared");
  printf("semantic sp='%s'\n", s(cgGetParameterSemantic(sp)));
  float out[16] = {0};
  cgSetParameter4f(sp, 1, 2, 3, 4); E("set sp");
  cgGetParameterValuefr(sp, 4, out); printf("sp=%g %g %g %g\n", out[0], out[1], out[2], out[3]);
  CGparameter sh = cgGetNamedParameter(vp, "sh"), sh2 = cgGetNamedParameter(vp, "sh2");
  printf("sh connected before=%d\n", cgGetConnectedParameter(sh) != NULL); E("connected before");
  cgConnectParameter(sp, sh); E("connect");
  printf("sh connected=%d sp connected to=%d first=%d\n", cgGetConnectedParameter(sh) == sp, cgGetNumConnectedToParameters(sp), cgGetConnectedToParameter(sp, 0) == sh);
  printf("second=%d", cgGetConnectedToParameter(sp, 1) != NULL); printf(" err=%d\n", (int)cgGetError());
  printf("minus one=%d", cgGetConnectedToParameter(sp, -1) != NULL); printf(" err=%d\n", (int)cgGetError());
  cgGetParameterValuefr(sh, 4, out); printf("sh after connect=%g %g %g %g\n", out[0], out[1], out[2], out[3]);
  cgSetParameter4f(sp, 5, 6, 7, 8); E("set sp again");
  cgGetParameterValuefr(sh, 4, out); printf("sh after set=%g %g %g %g\n", out[0], out[1], out[2], out[3]);
  cgSetParameter4f(sh, 9, 9, 9, 9); E("set connected sh");
  cgGetParameterValuefr(sh, 4, out); printf("sh=%g\n", out[0]);
  cgConnectParameter(sh, sh2); E("connect program parameters");
  cgSetParameter4f(sp, 3, 3, 3, 3);
  cgGetParameterValuefr(sh2, 4, out); printf("sh2 through sh=%g", out[0]);
  cgGetParameterValuefr(sh, 4, out); printf(" sh=%g\n", out[0]);
  cgSetParameter4f(sh, 8, 8, 8, 8);
  cgGetParameterValuefr(sh2, 4, out); printf("sh2 after setting sh=%g\n", out[0]);
  cgConnectParameter(sp, cgGetNamedParameter(vp, "m")); E("connect float4 to float4x4");
  cgConnectParameter(sp, pp); E("connect to varying");
  CGparameter sf3 = cgCreateParameter(ctx, CG_FLOAT3);
  cgConnectParameter(sf3, sh2); E("connect float3 to float4");
  cgConnectParameter(sp, sh); E("connect again");
  printf("sp connected to=%d\n", cgGetNumConnectedToParameters(sp));
  cgConnectParameter(NULL, sh); E("connect null from");
  cgConnectParameter(sp, NULL); E("connect null to");
  printf("dependent sp=%d sh=%d", cgGetFirstDependentParameter(sp) != NULL, cgGetFirstDependentParameter(sh) != NULL); printf(" err=%d\n", (int)cgGetError());
  printf("dependent null=%d", cgGetFirstDependentParameter(NULL) != NULL); printf(" err=%d\n", (int)cgGetError());
  cgDisconnectParameter(sh); E("disconnect");
  printf("sh connected=%d sp connected to=%d\n", cgGetConnectedParameter(sh) != NULL, cgGetNumConnectedToParameters(sp));
  cgGetParameterValuefr(sh, 4, out); printf("sh after disconnect=%g\n", out[0]);
  cgSetParameter4f(sp, 4, 4, 4, 4);
  cgGetParameterValuefr(sh, 4, out); printf("sh after set=%g\n", out[0]);
  cgDisconnectParameter(sh); E("disconnect again");
  cgDisconnectParameter(NULL); E("disconnect null");
  printf("connected null=%d", cgGetConnectedParameter(NULL) != NULL); printf(" err=%d\n", (int)cgGetError());
  printf("connected to null=%d", cgGetNumConnectedToParameters(NULL)); printf(" err=%d\n", (int)cgGetError());
  cgConnectParameter(sp, sh);
  cgDestroyParameter(sp); E("destroy connected");
  printf("sp is parameter=%d sh connected=%d\n", (int)cgIsParameter(sp), cgGetConnectedParameter(sh) == sp);
  cgDestroyParameter(sh); E("destroy program parameter");
  cgDestroyParameter(NULL); E("destroy null");
  cgDisconnectParameter(sh);
  cgDestroyParameter(sp); E("destroy disconnected");
  printf("sp is parameter=%d\n", (int)cgIsParameter(sp));
  cgDestroyParameter(sp); E("destroy stale");
  CGparameter bad = cgCreateParameter(ctx, CG_UNKNOWN_TYPE); E("create unknown type"); printf("bad=%d\n", bad != NULL);
  bad = cgCreateParameter(NULL, CG_FLOAT); E("create null context"); printf("bad=%d\n", bad != NULL);
  CGparameter st = cgCreateParameter(ctx, cgGetNamedUserType(vp, "Inner")); E("create struct");
  printf("struct %s class=%s type=%d named=%s\n", name(st), s(cgGetParameterClassString(cgGetParameterClass(st))), (int)cgGetParameterType(st), s(cgGetTypeString(cgGetParameterNamedType(st))));
  for (CGparameter m = cgGetFirstStructParameter(st); m; m = cgGetNextParameter(m))
    printf("  member %s %s\n", name(m), s(cgGetTypeString(cgGetParameterType(m))));
  cgConnectParameter(st, cgGetNamedParameter(vp, "o.inr")); E("connect struct");
  cgSetParameter4f(cgGetNamedStructParameter(st, "a"), 7, 7, 7, 7);
  cgGetParameterValuefr(cgGetNamedParameter(vp, "o.inr.a"), 4, out); printf("o.inr.a=%g\n", out[0]);
  printf("o.inr.b[1] connected=%d\n", cgGetConnectedParameter(cgGetNamedParameter(vp, "o.inr.b[1]")) != NULL);
  /* (Connecting a struct to one of another type aborts NVIDIA's libCg.) */
  CGparameter smp = cgCreateParameter(ctx, CG_SAMPLER2D); E("create sampler");
  printf("sampler %s class=%s\n", name(smp), s(cgGetParameterClassString(cgGetParameterClass(smp))));
  CGparameter sa = cgCreateParameterArray(ctx, CG_FLOAT2, 3); E("create array");
  printf("array %s type=%s class=%s size=%d dimension=%d total=%d element=%s %s index=%d\n", name(sa), s(cgGetTypeString(cgGetParameterType(sa))),
         s(cgGetParameterClassString(cgGetParameterClass(sa))), cgGetArraySize(sa, 0), cgGetArrayDimension(sa), cgGetArrayTotalSize(sa),
         name(cgGetArrayParameter(sa, 1)), s(cgGetTypeString(cgGetParameterType(cgGetArrayParameter(sa, 1)))), cgGetParameterIndex(cgGetArrayParameter(sa, 1))); E("array attributes");
  CGparameter sa0 = cgCreateParameterArray(ctx, CG_FLOAT2, 0); E("create empty array"); printf("empty %s size=%d\n", name(sa0), cgGetArraySize(sa0, 0));
  int lengths[2] = {2, 3};
  CGparameter md = cgCreateParameterMultiDimArray(ctx, CG_FLOAT, 2, lengths); E("create 2D array");
  printf("2D %s element=%s class=%s size=%d\n", name(md), name(cgGetArrayParameter(md, 1)), s(cgGetParameterClassString(cgGetParameterClass(cgGetArrayParameter(md, 1)))),
         cgGetArraySize(cgGetArrayParameter(md, 1), 0)); E("2D attributes");
  printf("2D null lengths=%d", cgCreateParameterMultiDimArray(ctx, CG_FLOAT, 2, NULL) != NULL); printf(" err=%d\n", (int)cgGetError());
  CGparameter after = cgCreateParameter(ctx, CG_HALF); printf("after %s\n", name(after));
  cgConnectParameter(sa, cgGetNamedParameter(vp, "arr")); E("connect array");
  cgSetParameter2f(cgGetArrayParameter(sa, 2), 4, 5);
  cgGetParameterValuefr(cgGetNamedParameter(vp, "arr[2]"), 2, out); printf("arr[2]=%g %g\n", out[0], out[1]);
  float all[6] = {1, 2, 3, 4, 5, 6};
  cgSetParameterValuefr(sa, 6, all); E("set array");
  cgGetParameterValuefr(cgGetNamedParameter(vp, "arr"), 6, out); printf("arr=%g %g %g %g %g %g\n", out[0], out[1], out[2], out[3], out[4], out[5]);
  printf("arr[0] connected=%d sa connected to=%d\n", cgGetConnectedParameter(cgGetNamedParameter(vp, "arr[0]")) == cgGetArrayParameter(sa, 0), cgGetNumConnectedToParameters(sa));
  cgConnectParameter(sa0, cgGetNamedParameter(vp, "arr")); E("connect empty array");
  CGparameter a = cgCreateParameter(ctx, CG_FLOAT4), b = cgCreateParameter(ctx, CG_FLOAT4);
  cgConnectParameter(a, b); E("connect shared to shared");
  cgConnectParameter(b, sh2); E("chain");
  cgSetParameter4f(a, 2, 2, 2, 2);
  cgGetParameterValuefr(sh2, 4, out); printf("sh2 through b=%g\n", out[0]);
  CGparameter sh3 = cgGetNamedParameter(vp, "arr[1]"), sf2 = cgCreateParameter(ctx, CG_FLOAT2), sg2 = cgCreateParameter(ctx, CG_FLOAT2);
  cgConnectParameter(sf2, sh3); E("connect to a connected array's element");
  cgConnectParameter(sh3, sg2); E("connect from a program parameter to a shared one");
  cgSetParameter2f(sf2, 11, 12);
  cgGetParameterValuefr(sg2, 2, out); printf("sg2 through arr[1]=%g", out[0]);
  cgGetParameterValuefr(sh3, 2, out); printf(" arr[1]=%g\n", out[0]);
  /* (A cycle, b connected back to a, makes NVIDIA's libCg recurse without
     end when a is set.) */
  cgDestroyProgram(vp); E("destroy program");
  printf("sh2 is parameter=%d b connected to=%d\n", (int)cgIsParameter(sh2), cgGetNumConnectedToParameters(b));
  cgDestroyContext(ctx); E("destroy context");
  printf("a is parameter=%d\n", (int)cgIsParameter(a));

  /* The semantic case policy: semantics are kept as written and reported
     by the policy in force when asked, for programs compiled before too. */
  CGcontext cases = cgCreateContext();
  CGprogram mixed = cgCreateProgram(cases, CG_SOURCE,
      "struct V { float4 pos : Position; float2 uv : texCoord0; float4 c : color; };\n"
      "V main(float4 p : position, float2 t : TexCoord1, uniform float4 k : c3, float4 n : normal0) {\n"
      "  V o; o.pos = p * k + n; o.uv = t; o.c = p; return o; }\n",
      CG_PROFILE_ARBVP1, "main", NULL); E("create mixed case");
  CGparameter created = cgCreateParameter(cases, CG_FLOAT4);
  cgSetParameterSemantic(created, "myCase");
  for (int round = 0; round < 2; round++) {
    printf("policy %s:", s(cgGetEnumString(cgGetSemanticCasePolicy())));
    for (CGparameter leaf = cgGetFirstLeafParameter(mixed, CG_PROGRAM); leaf; leaf = cgGetNextLeafParameter(leaf))
      printf(" %s=%s", name(leaf), s(cgGetParameterSemantic(leaf)));
    for (CGparameter leaf = cgGetFirstLeafParameter(mixed, CG_GLOBAL); leaf; leaf = cgGetNextLeafParameter(leaf))
      printf(" %s=%s", name(leaf), s(cgGetParameterSemantic(leaf)));
    printf(" created=%s\n", s(cgGetParameterSemantic(created)));
    cgSetSemanticCasePolicy(CG_UNCHANGED_CASE_POLICY);
  }
  cgSetSemanticCasePolicy(CG_FORCE_UPPER_CASE_POLICY);
  cgDestroyContext(cases);

  /* User types are the structs and interfaces defined outside function
     bodies: at file scope, among another struct's members (listed before
     it), in a function's signature; each where its name is entered (at
     `struct S;`, else at the end of its definition). A connector is no
     parent; an anonymous struct and a repeated definition are not listed. */
  CGcontext scopes = cgCreateContext();
  CGprogram scoped = cgCreateProgram(scopes, CG_SOURCE,
      "struct Fwd;\n"
      "interface I { float f(); };\n"
      "struct A : I { float x; float f() { struct InMethod { float m; } v; v.m = x; return v.m; } };\n"
      "struct Outer { struct N1 { struct N2 { float z; } n2; } n1; float k; };\n"
      "typedef struct TD { float t; } TDT;\n"
      "struct { float a; } anon;\n"
      "struct RetS { float4 p : POSITION; } helper(float4 p, struct P { float a; } q) { RetS r; r.p = p * q.a; return r; }\n"
      "struct Conn : UNKNOWNC { float q; };\n"
      "struct Fwd { float f; };\n"
      "struct A2 { float x; };\n"
      "struct A2 { float x; };\n"
      "float4 main(float4 p : POSITION, uniform Outer o, uniform A a) : POSITION {\n"
      "  struct Local { struct LocalIn { float i; } li; float l; } loc; loc.l = o.k;\n"
      "  { struct Block { float b; } bl; bl.b = 1; loc.l += bl.b; }\n"
      "  P pp; pp.a = loc.l;\n"
      "  return helper(p, pp).p * a.f();\n"
      "}\n"
      "struct After { float z; };\n",
      CG_PROFILE_ARBVP1, "main", NULL); E("create scoped");
  printf("scoped user types=%d:", cgGetNumUserTypes(scoped));
  for (int i = 0; i < cgGetNumUserTypes(scoped); i++) {
    CGtype t = cgGetUserType(scoped, i);
    printf(" %s", s(cgGetTypeString(t)));
    for (int j = 0; j < cgGetNumParentTypes(t); j++)
      printf(":%s", s(cgGetTypeString(cgGetParentType(t, j))));
  }
  printf("\n");
  printf("named Local=%d N2=%d\n", (int)cgGetNamedUserType(scoped, "Local"), cgGetNamedUserType(scoped, "N2") != CG_UNKNOWN_TYPE);
  cgDestroyContext(scopes);
  return 0;
}
