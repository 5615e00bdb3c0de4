/*
 * nv_driver_mock: a stand-in for the NV_vertex_program(2) part of NVIDIA's
 * drivers, over Mesa (which has neither), so that libCgGL's vp20/vp30 path
 * runs in tests. Preloaded (LD_PRELOAD), it answers eglGetProcAddress and
 * glXGetProcAddressARB for the NV entry points libCgGL uses, adds the two
 * extensions to GL_EXTENSIONS, and keeps what the NV spec makes context
 * state: the program parameters c[0..255], the tracked matrices and the
 * bound program, readable through nv_mock_*.
 */
#define _GNU_SOURCE
#include <GL/gl.h>
#include <dlfcn.h>
#include <stdio.h>
#include <string.h>

#define GL_VERTEX_PROGRAM_BINDING_NV 0x864A
#define GL_PROGRAM_ERROR_POSITION_NV 0x864B

typedef void (*function)(void);

static float parameters[256][4];
static GLenum tracked[256][3]; /* matrix, transform, active texture unit */
static GLuint bound, next_name = 100, loaded_text_length;
static char extensions[65536];
static const GLubyte *(*real_glGetString)(GLenum);
static void (*real_glGetIntegerv)(GLenum, GLint *);

static const GLubyte *mock_glGetString(GLenum name) {
  const GLubyte *text = real_glGetString(name);
  if (name != GL_EXTENSIONS || !text) return text;
  snprintf(extensions, sizeof extensions, "%s GL_NV_vertex_program GL_NV_vertex_program2", (const char *)text);
  return (const GLubyte *)extensions;
}

static void mock_glGetIntegerv(GLenum name, GLint *value) {
  if (name == GL_VERTEX_PROGRAM_BINDING_NV) *value = (GLint)bound;
  else if (name == GL_PROGRAM_ERROR_POSITION_NV) *value = -1;
  else real_glGetIntegerv(name, value);
}

static void mock_glGenProgramsNV(GLsizei n, GLuint *names) {
  for (GLsizei i = 0; i < n; i++) names[i] = next_name++;
}
static void mock_glDeleteProgramsNV(GLsizei n, const GLuint *names) { (void)n, (void)names; }
static void mock_glBindProgramNV(GLenum target, GLuint name) { (void)target, bound = name; }
static void mock_glLoadProgramNV(GLenum target, GLuint name, GLsizei length, const GLubyte *text) {
  (void)target, (void)name, (void)text, loaded_text_length = (GLuint)length;
}
static void mock_glProgramParameter4fvNV(GLenum target, GLuint index, const float *values) {
  (void)target;
  if (index < 256) memcpy(parameters[index], values, sizeof parameters[index]);
}
static void mock_glTrackMatrixNV(GLenum target, GLuint address, GLenum matrix, GLenum transform) {
  GLint unit;
  (void)target;
  real_glGetIntegerv(0x84E0 /* GL_ACTIVE_TEXTURE */, &unit);
  if (address < 256) tracked[address][0] = matrix, tracked[address][1] = transform, tracked[address][2] = (GLenum)unit;
}

/* The real GL function `name`, through the loader the process has. */
static function real(const char *name) {
  function (*egl)(const char *) = (function(*)(const char *))dlsym(RTLD_NEXT, "eglGetProcAddress");
  function (*glx)(const GLubyte *) = (function(*)(const GLubyte *))dlsym(RTLD_NEXT, "glXGetProcAddressARB");
  function found = egl ? egl(name) : NULL;
  return found ? found : glx ? glx((const GLubyte *)name) : NULL;
}

static function mocked(const char *name) {
  if (!real_glGetString) {
    real_glGetString = (const GLubyte *(*)(GLenum))real("glGetString");
    real_glGetIntegerv = (void (*)(GLenum, GLint *))real("glGetIntegerv");
  }
#define MOCK(gl_name) \
  if (!strcmp(name, #gl_name)) return (function)mock_##gl_name;
  MOCK(glGetString)
  MOCK(glGetIntegerv)
  MOCK(glGenProgramsNV)
  MOCK(glDeleteProgramsNV)
  MOCK(glBindProgramNV)
  MOCK(glLoadProgramNV)
  MOCK(glProgramParameter4fvNV)
  MOCK(glTrackMatrixNV)
  return NULL;
}

function eglGetProcAddress(const char *name) {
  function mock = mocked(name);
  return mock ? mock : real(name);
}

function glXGetProcAddressARB(const GLubyte *name) {
  function mock = mocked((const char *)name);
  return mock ? mock : real((const char *)name);
}

const float *nv_mock_parameter(unsigned index) { return parameters[index]; }
const GLenum *nv_mock_tracked(unsigned address) { return tracked[address]; }
GLuint nv_mock_bound(void) { return bound; }
GLuint nv_mock_loaded_text_length(void) { return loaded_text_length; }
