/*
 * cgrs_extensions_shim: lends NVIDIA's libCg the two extensions cgrs's libCg
 * exports for libCgGL, so that libCgGL's use of them is tested before
 * cgrs's libCg exists. Preloaded (LD_PRELOAD) over NVIDIA's libCg:
 *
 *   cgrsSetParameterListener(f)  records f; the setters below call it after
 *                                NVIDIA's cgSetParameter* stored the value.
 *   cgrsRaiseError(e)            makes the next cgGetError return e.
 *
 * Only the setters the C test programs call directly are wrapped.
 */
#define _GNU_SOURCE
#include <Cg/cg.h>
#include <dlfcn.h>
#include <stddef.h>

static void (*listener)(CGparameter);
static CGerror raised = CG_NO_ERROR;

void cgrsSetParameterListener(void (*f)(CGparameter)) { listener = f; }

/* For tests/c/unload.c: whether a listener is registered. */
int cgrs_shim_has_listener(void) { return listener != NULL; }

void cgrsRaiseError(CGerror error) {
  raised = error;
  /* NVIDIA's libCg keeps its own last error: clear it, so that only the
   * raised one is reported. */
  CGerror (*real)(void) = (CGerror(*)(void))dlsym(RTLD_NEXT, "cgGetError");
  real();
}

CGerror cgGetError(void) {
  CGerror (*real)(void) = (CGerror(*)(void))dlsym(RTLD_NEXT, "cgGetError");
  CGerror error = real();
  if (raised != CG_NO_ERROR) {
    error = raised;
    raised = CG_NO_ERROR;
  }
  return error;
}

void cgSetParameter4f(CGparameter param, float x, float y, float z, float w) {
  void (*real)(CGparameter, float, float, float, float) =
      (void (*)(CGparameter, float, float, float, float))dlsym(RTLD_NEXT, "cgSetParameter4f");
  real(param, x, y, z, w);
  if (listener) listener(param);
}
