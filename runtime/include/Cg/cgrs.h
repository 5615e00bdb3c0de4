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

/* Appends `options` (a NULL-terminated array; NULL forgets them) to every
 * later compile in `profile`, after `-entry` and before the application's
 * arguments: in `context`, or with a NULL context in every context that has
 * none of its own for the profile. An argument that is not an option is a
 * profile option (`NumTemps=32`), as NVIDIA's libCg reads it. libCgGL's
 * cgGLSetOptimalOptions and cgGLSetContextOptimalOptions call this. */
CG_API void cgrsSetCompilerOptions(CGcontext context, CGprofile profile, const char **options);

/* Raises `error` as libCg's own functions do: cgGetError returns it, and the
 * error handler and callback are called. libCgGL raises its errors so. */
CG_API void cgrsRaiseError(CGerror error);

#ifdef __cplusplus
}
#endif

#endif
