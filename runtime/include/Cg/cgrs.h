/* cgrs.h: cgrs's extensions to the Cg runtime API (libCg), for cgrs's own
 * libCgGL. Not part of NVIDIA's API: a program that wants to run on NVIDIA's
 * libCg too should look these up with dlsym rather than link against them. */
#ifndef CGRS_CGRS_H
#define CGRS_CGRS_H

#include <Cg/cg.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Called after a setter (cgSetParameter*, cgSetMatrixParameter*,
 * cgSetParameterValue*, cgSetStringParameterValue) stores a value, in
 * CG_IMMEDIATE_PARAMETER_SETTING mode (the default), with the parameter the
 * setter was called on; outside libCg's lock, so it may call libCg. Not
 * called when the setter fails. */
typedef void (*CGRSparameterlistener)(CGparameter param);

/* One listener per process; NULL removes it. */
CG_API void cgrsSetParameterListener(CGRSparameterlistener listener);

/* Raises `error` as libCg's own functions do: cgGetError returns it, and the
 * error handler and callback are called. libCgGL raises its errors so. */
CG_API void cgrsRaiseError(CGerror error);

#ifdef __cplusplus
}
#endif

#endif
