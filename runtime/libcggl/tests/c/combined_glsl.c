/*
 * combined_glsl: the GLSL profiles as Panda3D drives them: vertex and
 * fragment programs compiled for glslv/glslf from one file, combined with
 * cgCombinePrograms2, loaded and bound as one (cgGLLoadProgram,
 * cgGLEnableProgramProfiles, cgGLBindProgram), uniforms set with
 * cgGLSetMatrixParameterfc/fr, cgGLSetParameterArray4f, cgGLSetParameter2f
 * and 4fv, textures with cgGLSetTextureParameter and
 * cgGLEnableTextureParameter, vertex arrays with cgGLSetParameterPointer.
 * Draws a grid into an FBO and writes it.
 *
 * Usage: combined_glsl SHADER.cg OUTPUT.ppm [gl-arrays]
 *
 * With gl-arrays the vertex arrays are given to GL directly (glVertexPointer,
 * glTexCoordPointer, glColorPointer, and glVertexAttribPointer at the linked
 * location of the GLSL attribute): that is how NVIDIA's image is recorded.
 * NVIDIA's runtime feeds a GLSL program's conventional inputs (resources
 * ATTR0, ATTR3, ATTR8...) through the generic attributes of those numbers,
 * which alias gl_Color and gl_MultiTexCoordN on NVIDIA's drivers only; on
 * Mesa its picture gets no colors or texture coordinates (probed). cgrs's
 * runtime uses the conventional arrays, and must draw what GL draws from them.
 * NVIDIA's also rejects cgGLSetParameterPointer on the GLSL attribute of a
 * combined program (CG_INVALID_PARAMETER_ERROR, probed).
 */
#define GL_GLEXT_PROTOTYPES 1
#include "egl_context.h"
#include <Cg/cg.h>
#include <Cg/cgGL.h>
#include <GL/gl.h>
#include <GL/glext.h>
#include <string.h>

#define SIZE 96
#define GRID 8

static CGcontext context;

static void check(const char *what) {
  CGerror error = cgGetError();
  if (error == CG_NO_ERROR) return;
  fprintf(stderr, "combined_glsl: %s: %s\n", what, cgGetErrorString(error));
  const char *listing = cgGetLastListing(context);
  if (listing) fprintf(stderr, "%s\n", listing);
  exit(1);
}

static GLuint make_texture(int size, int seed) {
  static unsigned char pixels[32 * 32 * 4];
  for (int y = 0; y < size; y++)
    for (int x = 0; x < size; x++) {
      unsigned char *p = pixels + 4 * (y * size + x);
      p[0] = (unsigned char)((x * 37 + seed * 11) & 255);
      p[1] = (unsigned char)(((x ^ y) * 16 + seed * 40) & 255);
      p[2] = (unsigned char)((y * 23 + seed) & 255);
      p[3] = 255;
    }
  GLuint texture;
  glGenTextures(1, &texture);
  glBindTexture(GL_TEXTURE_2D, texture);
  glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, size, size, 0, GL_RGBA, GL_UNSIGNED_BYTE, pixels);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
  glBindTexture(GL_TEXTURE_2D, 0);
  return texture;
}

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: combined_glsl SHADER.cg OUTPUT.ppm [gl-arrays]\n");
    return 2;
  }
  int gl_arrays = argc > 3 && !strcmp(argv[3], "gl-arrays");
  make_gl_context();
  context = cgCreateContext();
  cgGLSetContextGLSLVersion(context, cgGLDetectGLSLVersion());
  cgGLSetManageTextureParameters(context, CG_TRUE);
  CGprogram vertex = cgCreateProgramFromFile(context, CG_SOURCE, argv[1], CG_PROFILE_GLSLV, "main_vertex", NULL);
  CGprogram fragment = cgCreateProgramFromFile(context, CG_SOURCE, argv[1], CG_PROFILE_GLSLF, "main_fragment", NULL);
  check("compile");
  CGprogram program = cgCombinePrograms2(vertex, fragment);
  check("combine");
  cgGLLoadProgram(program);
  check("load");
  cgGLEnableProgramProfiles(program);
  cgGLBindProgram(program);
  check("bind");

  GLuint color_texture, framebuffer;
  glGenTextures(1, &color_texture);
  glBindTexture(GL_TEXTURE_2D, color_texture);
  glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, SIZE, SIZE, 0, GL_RGBA, GL_UNSIGNED_BYTE, NULL);
  glGenFramebuffers(1, &framebuffer);
  glBindFramebuffer(GL_FRAMEBUFFER, framebuffer);
  glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, color_texture, 0);
  glViewport(0, 0, SIZE, SIZE);
  glClearColor(0.1f, 0.1f, 0.2f, 1);
  glClear(GL_COLOR_BUFFER_BIT);

  /* Parameters are the combined program's (cgGetNamedParameter on it, as
   * Panda3D does): the programs combined stay programs of their own. */
  const float modelproj[16] = {1.6f, 0, 0, 0, 0, 1.6f, 0, 0, 0, 0, 1, 0, -0.8f, -0.8f, 0, 1}; /* column-major */
  const float bend[12] = {0.05f, 0, 0, 0, 0, 0.08f, 0, 0, 0, 0, 0, 0};                          /* row-major 3x4 */
  const float lights[12] = {0.5f, 0.5f, 0.5f, 1, 0.4f, 0.1f, 0, 0, 0, 0.2f, 0.4f, 0};
  const float fog_color[4] = {0.6f, 0.7f, 0.9f, 1};
  cgGLSetMatrixParameterfc(cgGetNamedParameter(program, "mat_modelproj"), modelproj);
  cgGLSetMatrixParameterfr(cgGetNamedParameter(program, "mat_bend"), bend);
  cgGLSetParameterArray4f(cgGetNamedParameter(program, "lights"), 0, 3, lights);
  cgGLSetParameter2f(cgGetNamedParameter(program, "detail_scale"), 3, 2);
  cgGLSetParameter4fv(cgGetNamedParameter(program, "fog_color"), fog_color);
  cgGLSetTextureParameter(cgGetNamedParameter(program, "tex_base"), make_texture(16, 1));
  cgGLSetTextureParameter(cgGetNamedParameter(program, "tex_detail"), make_texture(32, 2));
  cgGLEnableTextureParameter(cgGetNamedParameter(program, "tex_base"));
  cgGLEnableTextureParameter(cgGetNamedParameter(program, "tex_detail"));
  check("uniforms");

  /* A grid of quads as triangles: position, texcoord, color, wave. */
  static float positions[GRID * GRID * 6 * 4], texcoords[GRID * GRID * 6 * 2], colors[GRID * GRID * 6 * 4],
      waves[GRID * GRID * 6 * 4];
  int vertex_count = 0;
  for (int gy = 0; gy < GRID; gy++)
    for (int gx = 0; gx < GRID; gx++) {
      const int corners[6][2] = {{0, 0}, {1, 0}, {0, 1}, {1, 0}, {1, 1}, {0, 1}};
      for (int c = 0; c < 6; c++) {
        float u = (float)(gx + corners[c][0]) / GRID, v = (float)(gy + corners[c][1]) / GRID;
        float *p = positions + 4 * vertex_count, *t = texcoords + 2 * vertex_count;
        float *k = colors + 4 * vertex_count, *w = waves + 4 * vertex_count;
        p[0] = u, p[1] = v, p[2] = 0, p[3] = 1;
        t[0] = u, t[1] = v;
        k[0] = 1 - u * 0.5f, k[1] = 0.6f + v * 0.4f, k[2] = 0.8f, k[3] = 1;
        w[0] = (float)((gx * 7 + gy * 3) % 5) - 2, w[1] = (float)((gx * 2 + gy * 5) % 3) - 1, w[2] = 0, w[3] = 1;
        vertex_count++;
      }
    }
  const char *names[4] = {"vtx_position", "vtx_texcoord", "vtx_color", "vtx_wave"};
  const float *arrays[4] = {positions, texcoords, colors, waves};
  const int sizes[4] = {4, 2, 4, 4};
  if (gl_arrays) {
    GLint wave = glGetAttribLocation(cgGLGetProgramID(program), "ATTR6");
    if (wave < 0) {
      fprintf(stderr, "combined_glsl: the linked program has no attribute ATTR6\n");
      return 1;
    }
    glVertexAttribPointer((GLuint)wave, 4, GL_FLOAT, GL_FALSE, 0, waves);
    glEnableVertexAttribArray((GLuint)wave);
    glVertexPointer(4, GL_FLOAT, 0, positions);
    glColorPointer(4, GL_FLOAT, 0, colors);
    glTexCoordPointer(2, GL_FLOAT, 0, texcoords);
    glEnableClientState(GL_TEXTURE_COORD_ARRAY);
    glEnableClientState(GL_VERTEX_ARRAY);
    glEnableClientState(GL_COLOR_ARRAY);
  } else {
    for (int i = 0; i < 4; i++) {
      CGparameter param = cgGetNamedParameter(program, names[i]);
      cgGLSetParameterPointer(param, sizes[i], GL_FLOAT, 0, arrays[i]);
      cgGLEnableClientState(param);
    }
  }
  check("vertex arrays");
  glDrawArrays(GL_TRIANGLES, 0, vertex_count);
  if (!gl_arrays)
    for (int i = 0; i < 4; i++) cgGLDisableClientState(cgGetNamedParameter(program, names[i]));
  cgGLDisableProgramProfiles(program);
  cgGLUnbindProgram(CG_PROFILE_GLSLV);
  check("draw");

  static unsigned char rgba[SIZE * SIZE * 4];
  glReadPixels(0, 0, SIZE, SIZE, GL_RGBA, GL_UNSIGNED_BYTE, rgba);
  GLenum gl_error = glGetError();
  if (gl_error != GL_NO_ERROR) {
    fprintf(stderr, "combined_glsl: GL error %x\n", gl_error);
    return 1;
  }
  FILE *out = fopen(argv[2], "wb");
  if (!out) return 1;
  fprintf(out, "P6\n%d %d\n255\n", SIZE, SIZE);
  for (int i = 0; i < SIZE * SIZE; i++) fwrite(rgba + 4 * i, 1, 3, out);
  fclose(out);
  cgDestroyContext(context);
  return 0;
}
