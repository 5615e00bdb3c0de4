/* The CgFX, annotation and buffer API where no effect, technique, pass,
   state, state assignment, annotation or buffer exists (annotations that do:
   annotations.c): every such handle
   (NULL, or another object's) is invalid, a look-up in a valid context,
   program or parameter finds nothing, and the calls on the profiles' buffer
   slots answer. Prints one line per call: the call, its result, the error it
   set and whether the error handler saw it.
   Without arguments it prints only what NVIDIA's libCg prints alike
   (tests/cgfx.expected, recorded through NVIDIA's libCg by
   scripts/regen-runtime-walk.py). With -a it then prints, after
   "== cgrs only", the calls cgrs's libCg answers otherwise on purpose
   (checked by tests/capi/cgfx.rs): creating what it does not support yet,
   and NULL handles NVIDIA's libCg sets no error for although its manual
   documents one. */
#include <Cg/cg.h>
#include <stdio.h>
#include <string.h>

static int handled;
static void handler(CGcontext ctx, CGerror err, void *data) { (void)ctx; (void)err; (void)data; handled++; }

/* P: a call returning a pointer; I: an int or enum; V: void. */
#define P(call) do { handled = 0; const void *r = (const void *)(size_t)(call); int e = (int)cgGetError(); printf("%-72s ret=%s err=%d handler=%d\n", #call, r ? "nonnull" : "NULL", e, handled); } while (0)
#define I(call) do { handled = 0; long r = (long)(int)(call); int e = (int)cgGetError(); printf("%-72s ret=%ld err=%d handler=%d\n", #call, r, e, handled); } while (0)
#define V(call) do { handled = 0; call; int e = (int)cgGetError(); printf("%-72s err=%d handler=%d\n", #call, e, handled); } while (0)

static CGbool callback(CGstateassignment sa) { (void)sa; return CG_TRUE; }

static void listing(CGcontext ctx) {
  const char *text = cgGetLastListing(ctx);
  printf("  listing: %s", text ? text : "(none)\n");
}

int main(int argc, char **argv) {
  int all = argc > 1 && strcmp(argv[1], "-a") == 0;
  int n = 7, iv[4] = {0};
  float fv[4] = {0};
  CGbool bv[4] = {0};
  char bytes[16] = {0};
  cgSetErrorHandler(handler, NULL);
  CGcontext ctx = cgCreateContext();
  CGprogram prog = cgCreateProgram(ctx, CG_SOURCE,
      "float4 main(float4 p : POSITION, uniform float4 k <string UIName = \"kay\"; float UIMin = 0.5;>,"
      " uniform float4 plain) : POSITION { return p * k + plain; }",
      CG_PROFILE_ARBVP1, "main", NULL);
  CGprogram fprog = cgCreateProgram(ctx, CG_SOURCE,
      "float4 main(uniform sampler2D t, float2 uv : TEXCOORD0) : COLOR { return tex2D(t, uv); }",
      CG_PROFILE_ARBFP1, "main", NULL);
  CGparameter k = cgGetNamedParameter(prog, "k"), plain = cgGetNamedParameter(prog, "plain");
  CGparameter t = cgGetNamedParameter(fprog, "t");
  printf("created: %d %d %d %d %d err=%d\n", prog != NULL, fprog != NULL, k != NULL,
         plain != NULL, t != NULL, (int)cgGetError());

  printf("== effects\n");
  P(cgCopyEffect(NULL));
  P(cgGetEffectContext(NULL));
  P(cgGetNextEffect(NULL));
  P(cgGetEffectName(NULL));
  I(cgSetEffectName(NULL, "x"));
  P(cgCreateProgramFromEffect(NULL, CG_PROFILE_ARBVP1, "main", NULL));
  P(cgCreateTechnique(NULL, "x"));
  P(cgCreateEffectParameter(NULL, "x", CG_FLOAT));
  P(cgGetEffectParameterBySemantic(NULL, "x"));
  P(cgGetFirstEffect(NULL));
  P(cgGetFirstEffect(ctx));
  P(cgGetNamedEffect(NULL, "x"));
  P(cgGetNamedEffect(ctx, "x"));
  P(cgGetNamedEffect(ctx, NULL));
  P(cgGetParameterEffect(NULL));
  P(cgGetParameterEffect(plain));

  printf("== techniques and passes\n");
  I(cgIsTechnique(NULL));
  I(cgIsTechnique((CGtechnique)prog));
  P(cgGetNextTechnique(NULL));
  P(cgGetTechniqueName(NULL));
  P(cgGetTechniqueEffect(NULL));
  I(cgIsTechniqueValidated(NULL));
  P(cgGetFirstPass(NULL));
  P(cgGetNamedPass(NULL, "x"));
  P(cgCreatePass(NULL, "x"));
  I(cgIsPass(NULL));
  P(cgGetNextPass(NULL));
  P(cgGetPassName(NULL));
  P(cgGetPassName((CGpass)prog));
  P(cgGetPassTechnique(NULL));
  P(cgGetPassProgram(NULL, CG_VERTEX_DOMAIN));
  V(cgSetPassState(NULL));
  V(cgResetPassState(NULL));
  V(cgUpdatePassParameters(NULL));
  V(cgSetPassProgramParameters(NULL));
  V(cgSetPassProgramParameters(prog));

  printf("== states\n");
  P(cgGetFirstState(NULL));
  P(cgGetFirstState(ctx));
  P(cgGetNamedState(NULL, "VertexProgram"));
  P(cgGetNamedState(ctx, "VertexProgram"));
  P(cgGetNamedState(ctx, NULL));
  P(cgGetFirstSamplerState(ctx));
  P(cgGetNamedSamplerState(ctx, "MinFilter"));
  P(cgGetNamedSamplerState(ctx, NULL));
  P(cgCreateState(NULL, "x", CG_INT));
  P(cgCreateArrayState(NULL, "x", CG_INT, 2));
  P(cgCreateSamplerState(NULL, "x", CG_INT));
  P(cgCreateArraySamplerState(NULL, "x", CG_INT, 2));
  I(cgIsState(NULL));
  P(cgGetNextState(NULL));
  P(cgGetStateName(NULL));
  P(cgGetStateName((CGstate)ctx));
  P(cgGetStateContext(NULL));
  V(cgSetStateCallbacks(NULL, callback, callback, callback));
  P(cgGetStateSetCallback(NULL));
  P(cgGetStateResetCallback(NULL));
  P(cgGetStateValidateCallback(NULL));
  V(cgSetStateLatestProfile(NULL, CG_PROFILE_ARBVP1));
  I(cgGetStateLatestProfile(NULL));
  V(cgAddStateEnumerant(NULL, "x", 1));
  I(cgGetNumStateEnumerants(NULL));
  n = 7; P(cgGetStateEnumerant(NULL, 0, &n)); printf("  n=%d\n", n);
  P(cgGetStateEnumerantName(NULL, 0));
  I(cgGetStateEnumerantValue(NULL, "x"));

  printf("== state assignments\n");
  P(cgCreateStateAssignment(NULL, NULL));
  P(cgCreateStateAssignmentIndex(NULL, NULL, 0));
  P(cgCreateSamplerStateAssignment(NULL, NULL));
  P(cgCreateSamplerStateAssignment(plain, NULL));
  P(cgGetFirstStateAssignment(NULL));
  P(cgGetNamedStateAssignment(NULL, "x"));
  P(cgGetFirstSamplerStateAssignment(NULL));
  P(cgGetFirstSamplerStateAssignment(t));
  P(cgGetFirstSamplerStateAssignment(plain));
  P(cgGetNamedSamplerStateAssignment(NULL, "x"));
  P(cgGetNamedSamplerStateAssignment(t, "MinFilter"));
  P(cgGetNamedSamplerStateAssignment(t, NULL));
  V(cgSetSamplerState(NULL));
  V(cgSetSamplerState(t));
  I(cgIsStateAssignment(NULL));
  P(cgGetStateAssignmentPass(NULL));
  P(cgGetStateAssignmentState(NULL));
  P(cgGetSamplerStateAssignmentState(NULL));
  P(cgGetSamplerStateAssignmentParameter(NULL));
  I(cgGetStateAssignmentIndex(NULL));
  I(cgCallStateSetCallback(NULL));
  I(cgCallStateResetCallback(NULL));
  I(cgCallStateValidateCallback(NULL));
  n = 7; P(cgGetFloatStateAssignmentValues(NULL, &n)); printf("  n=%d\n", n);
  n = 7; P(cgGetIntStateAssignmentValues(NULL, &n)); printf("  n=%d\n", n);
  n = 7; P(cgGetBoolStateAssignmentValues(NULL, &n)); printf("  n=%d\n", n);
  P(cgGetStringStateAssignmentValue(NULL));
  P(cgGetTextureStateAssignmentValue(NULL));
  P(cgGetSamplerStateAssignmentValue(NULL));
  I(cgGetNumDependentStateAssignmentParameters(NULL));
  P(cgGetDependentStateAssignmentParameter(NULL, 0));
  I(cgGetNumDependentProgramArrayStateAssignmentParameters(NULL));
  P(cgGetDependentProgramArrayStateAssignmentParameter(NULL, 0));
  P(cgGetConnectedStateAssignmentParameter(NULL));
  I(cgSetFloatStateAssignment(NULL, 1.0f));
  I(cgSetIntStateAssignment(NULL, 1));
  I(cgSetBoolStateAssignment(NULL, CG_TRUE));
  I(cgSetStringStateAssignment(NULL, "x"));
  I(cgSetProgramStateAssignment(NULL, prog));
  I(cgSetSamplerStateAssignment(NULL, t));
  I(cgSetTextureStateAssignment(NULL, t));
  I(cgSetFloatArrayStateAssignment(NULL, fv));
  I(cgSetIntArrayStateAssignment(NULL, iv));
  I(cgSetBoolArrayStateAssignment(NULL, bv));

  printf("== annotations\n");
  P(cgGetFirstParameterAnnotation(NULL));
  P(cgGetFirstParameterAnnotation(plain));
  P(cgGetNamedParameterAnnotation(NULL, "x"));
  P(cgGetNamedParameterAnnotation(plain, "UIName"));
  P(cgGetNamedParameterAnnotation(plain, NULL));
  P(cgGetFirstProgramAnnotation(NULL));
  P(cgGetFirstProgramAnnotation(prog));
  P(cgGetNamedProgramAnnotation(NULL, "x"));
  P(cgGetNamedProgramAnnotation(prog, "x"));
  P(cgGetNamedProgramAnnotation(prog, NULL));
  P(cgGetFirstTechniqueAnnotation(NULL));
  P(cgGetNamedTechniqueAnnotation(NULL, "x"));
  P(cgGetFirstPassAnnotation(NULL));
  P(cgGetNamedPassAnnotation(NULL, "x"));
  P(cgGetFirstEffectAnnotation(NULL));
  P(cgGetNamedEffectAnnotation(NULL, "x"));
  P(cgCreateParameterAnnotation(NULL, "x", CG_INT));
  P(cgCreateProgramAnnotation(NULL, "x", CG_INT));
  P(cgCreateTechniqueAnnotation(NULL, "x", CG_INT));
  P(cgCreatePassAnnotation(NULL, "x", CG_INT));
  P(cgCreateEffectAnnotation(NULL, "x", CG_INT));
  I(cgIsAnnotation(NULL));
  P(cgGetNextAnnotation(NULL));
  P(cgGetAnnotationName(NULL));
  n = 7; P(cgGetFloatAnnotationValues(NULL, &n)); printf("  n=%d\n", n);
  n = 7; P(cgGetIntAnnotationValues(NULL, &n)); printf("  n=%d\n", n);
  n = 7; P(cgGetBoolAnnotationValues(NULL, &n)); printf("  n=%d\n", n);
  n = 7; P(cgGetBooleanAnnotationValues(NULL, &n)); printf("  n=%d\n", n);
  n = 7; P(cgGetStringAnnotationValues(NULL, &n)); printf("  n=%d\n", n);
  P(cgGetStringAnnotationValue(NULL));
  I(cgSetIntAnnotation(NULL, 1));
  I(cgSetFloatAnnotation(NULL, 1.0f));
  I(cgSetBoolAnnotation(NULL, CG_TRUE));
  I(cgSetStringAnnotation(NULL, "x"));

  printf("== buffers\n");
  P(cgCreateBuffer(NULL, 16, NULL, CG_BUFFER_USAGE_STATIC_DRAW));
  I(cgIsBuffer(NULL));
  V(cgDestroyBuffer(NULL));
  I(cgGetBufferSize(NULL));
  V(cgSetBufferData(NULL, 4, bytes));
  V(cgSetBufferSubData(NULL, 0, 4, bytes));
  P(cgMapBuffer(NULL, CG_MAP_READ));
  V(cgUnmapBuffer(NULL));
  P(cgGetProgramBuffer(NULL, 0));
  P(cgGetProgramBuffer(prog, 0));
  P(cgGetProgramBuffer(prog, 11));
  P(cgGetProgramBuffer(prog, 12));
  P(cgGetProgramBuffer(prog, -1));
  V(cgSetProgramBuffer(NULL, 0, NULL));
  V(cgSetProgramBuffer(prog, 0, NULL));
  V(cgSetProgramBuffer(prog, 12, NULL));
  V(cgSetProgramBuffer(prog, 0, (CGbuffer)prog));
  V(cgSetProgramBuffer(prog, 12, (CGbuffer)prog));
  P(cgGetUniformBufferParameter(NULL));
  P(cgGetUniformBufferParameter(plain));
  V(cgSetUniformBufferParameter(NULL, NULL));
  V(cgSetUniformBufferParameter(plain, NULL));
  V(cgSetUniformBufferParameter(plain, (CGbuffer)prog));
  P(cgGetUniformBufferBlockName(NULL));
  P(cgGetUniformBufferBlockName(plain));
  P(cgGetFirstUniformBufferParameter(NULL));
  P(cgGetFirstUniformBufferParameter(plain));
  P(cgGetNamedUniformBufferParameter(NULL, "x"));
  P(cgGetNamedUniformBufferParameter(plain, "x"));
  P(cgGetNamedUniformBufferParameter(plain, NULL));
  P(cgGetNamedProgramUniformBuffer(NULL, "x"));
  P(cgGetNamedProgramUniformBuffer(prog, "x"));
  P(cgGetNamedProgramUniformBuffer(prog, NULL));
  P(cgGetNamedEffectUniformBuffer(NULL, "x"));
  P(cgGetEffectParameterBuffer(NULL));
  P(cgGetEffectParameterBuffer(plain));
  V(cgSetEffectParameterBuffer(NULL, NULL));
  V(cgSetEffectParameterBuffer(plain, NULL));
  {
    /* A profile's buffer slots: every known profile, 0 and one past. */
    static const int profiles[] = {0, CG_PROFILE_UNKNOWN, CG_PROFILE_VP20, CG_PROFILE_ARBVP1,
        CG_PROFILE_ARBFP1, CG_PROFILE_VP40, CG_PROFILE_GLSLV, CG_PROFILE_GLSLG, CG_PROFILE_GLSLC,
        CG_PROFILE_GP4VP, CG_PROFILE_GP5TEP, CG_PROFILE_VS_1_1, CG_PROFILE_PS_3_0,
        CG_PROFILE_HLSLF, CG_PROFILE_GS_4_0, CG_PROFILE_DS_5_0, CG_PROFILE_GENERIC, 6152, 12345};
    for (size_t i = 0; i < sizeof profiles / sizeof profiles[0]; i++) {
      CGprofile profile = (CGprofile)profiles[i];
      printf("buffer slots of %d: max index %d, max size %d, err=%d\n", profiles[i],
             cgGetProgramBufferMaxIndex(profile), cgGetProgramBufferMaxSize(profile),
             (int)cgGetError());
    }
  }

  printf("== destroyed context\n");
  cgDestroyContext(ctx);
  P(cgGetFirstState(ctx));
  P(cgGetNamedState(ctx, "x"));
  P(cgCreateState(ctx, "x", CG_INT));
  P(cgCreateBuffer(ctx, 16, NULL, CG_BUFFER_USAGE_STATIC_DRAW));
  P(cgGetFirstEffect(ctx));

  if (!all)
    return 0;
  printf("== cgrs only\n");
  ctx = cgCreateContext();
  prog = cgCreateProgram(ctx, CG_SOURCE,
      "float4 main(float4 p : POSITION, uniform float4 k <string UIName = \"kay\";>) : POSITION { return p * k; }",
      CG_PROFILE_ARBVP1, "main", NULL);
  k = cgGetNamedParameter(prog, "k");
  /* Not supported yet: NVIDIA's libCg creates these. */
  P(cgCreateState(ctx, "FooState", CG_BOOL));
  listing(ctx);
  P(cgCreateArrayState(ctx, "FooStates", CG_INT, 2));
  listing(ctx);
  P(cgCreateSamplerState(ctx, "BarState", CG_INT));
  listing(ctx);
  P(cgCreateArraySamplerState(ctx, "BarStates", CG_INT, 2));
  listing(ctx);
  P(cgCreateBuffer(ctx, 16, bytes, CG_BUFFER_USAGE_STATIC_DRAW));
  listing(ctx);
  /* NULL handles NVIDIA's libCg reports no error for (or -1 as a CGtype, or
     its handler twice), against its manual. */
  P(cgCreateEffectParameterArray(NULL, "x", CG_FLOAT, 2));
  P(cgCreateEffectParameterMultiDimArray(NULL, "x", CG_FLOAT, 1, iv));
  P(cgGetFirstLeafEffectParameter(NULL));
  I(cgValidateTechnique(NULL));
  P(cgGetNextStateAssignment(NULL));
  P(cgGetProgramStateAssignmentValue(NULL));
  I(cgGetStateType(NULL));
  I(cgGetAnnotationType(NULL));
  I(cgGetNumDependentAnnotationParameters(NULL));
  P(cgGetDependentAnnotationParameter(NULL, 0));
  /* Undocumented: NVIDIA's returns an address of its own. */
  {
    extern void *cgInternal(void);
    P(cgInternal());
  }
  cgDestroyContext(ctx);
  return 0;
}
