/*
 * A headless OpenGL compatibility context on Mesa's software rasterizer,
 * shared by the C test programs of libCgGL: EGL's surfaceless platform, or
 * with -DUSE_GLX a GLX context on $DISPLAY (Xvfb). NVIDIA's libCgGL finds
 * no context under EGL (it asks glXGetCurrentContext), so the scripts that
 * record NVIDIA's behaviour build with USE_GLX; cgrs's library is tested on
 * EGL. Exits with status 77 when no context can be made, which the Rust
 * harness reports as "skipped" outside CI.
 */
#ifndef CGGL_TEST_EGL_CONTEXT_H
#define CGGL_TEST_EGL_CONTEXT_H

#include <stdio.h>
#include <stdlib.h>

#define EXIT_NO_CONTEXT 77

#ifdef USE_GLX
#include <GL/glx.h>

static void make_gl_context(void) {
  setenv("LIBGL_ALWAYS_SOFTWARE", "1", 0);
  Display *display = XOpenDisplay(NULL);
  int attributes[] = {GLX_RGBA, GLX_RED_SIZE, 8, GLX_GREEN_SIZE, 8, GLX_BLUE_SIZE, 8, GLX_ALPHA_SIZE, 8, None};
  XVisualInfo *visual = display ? glXChooseVisual(display, DefaultScreen(display), attributes) : NULL;
  if (!visual) {
    fprintf(stderr, "no X display with an RGBA visual\n");
    exit(EXIT_NO_CONTEXT);
  }
  Window root = RootWindow(display, visual->screen);
  XSetWindowAttributes window_attributes = {0};
  window_attributes.colormap = XCreateColormap(display, root, visual->visual, AllocNone);
  Window window = XCreateWindow(display, root, 0, 0, 16, 16, 0, visual->depth, InputOutput, visual->visual,
                                CWColormap, &window_attributes);
  GLXContext context = glXCreateContext(display, visual, NULL, True);
  if (!context || !glXMakeCurrent(display, window, context)) {
    fprintf(stderr, "no GLX context\n");
    exit(EXIT_NO_CONTEXT);
  }
}

#else
#include <EGL/egl.h>
#include <EGL/eglext.h>

static void make_gl_context(void) {
  setenv("LIBGL_ALWAYS_SOFTWARE", "1", 0);
  PFNEGLGETPLATFORMDISPLAYEXTPROC get_platform_display =
      (PFNEGLGETPLATFORMDISPLAYEXTPROC)eglGetProcAddress("eglGetPlatformDisplayEXT");
  if (!get_platform_display) {
    fprintf(stderr, "no eglGetPlatformDisplayEXT\n");
    exit(EXIT_NO_CONTEXT);
  }
  EGLDisplay display = get_platform_display(EGL_PLATFORM_SURFACELESS_MESA, EGL_DEFAULT_DISPLAY, NULL);
  EGLint major, minor;
  if (display == EGL_NO_DISPLAY || !eglInitialize(display, &major, &minor) || !eglBindAPI(EGL_OPENGL_API)) {
    fprintf(stderr, "no EGL surfaceless display\n");
    exit(EXIT_NO_CONTEXT);
  }
  EGLint attributes[] = {EGL_CONTEXT_OPENGL_PROFILE_MASK, EGL_CONTEXT_OPENGL_COMPATIBILITY_PROFILE_BIT, EGL_NONE};
  EGLContext context = eglCreateContext(display, EGL_NO_CONFIG_KHR, EGL_NO_CONTEXT, attributes);
  if (context == EGL_NO_CONTEXT || !eglMakeCurrent(display, EGL_NO_SURFACE, EGL_NO_SURFACE, context)) {
    fprintf(stderr, "no OpenGL compatibility context\n");
    exit(EXIT_NO_CONTEXT);
  }
}
#endif

#endif
